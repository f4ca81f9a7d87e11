import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, messages, profiles } from '#server/db/schema/index';
import { TEST_ORIGIN, createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { screenEarlierMessages } from './screen-earlier.ts';

/** Scam and off-platform warnings (issue 23, ADR 0057): the server re-detects, stores, notifies, queues. */

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adrien');
  await t.makeAdmin(admin.email);
});
afterAll(() => t.close());

let names = 0;
/** Two community managers (who write to each other for free), new unless said otherwise. */
async function pair(senderAgeDays = 0) {
  names += 1;
  const sender = await member(t, 'community_manager', `Expediteur${names}`);
  const receiver = await member(t, 'community_manager', `Destinataire${names}`);
  if (senderAgeDays > 0) {
    await t.db
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - senderAgeDays * 24 * 3600 * 1000) })
      .where(eq(profiles.id, sender.id));
  }
  return { sender, receiver };
}

const get = (url: string, who: Member) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
async function send(from: Member, to: Member, content: string) {
  const res = await post(t, '/api/messages', { receiverId: to.id, content }, from.cookie);
  expect(res.statusCode).toBe(201);
  return res.json().message as { id: string; warnings: string[] };
}
const stored = async (id: string) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const queue = async (q: string) => (await get(`/api/admin/messages?reported=true&q=${encodeURIComponent(q)}`, admin)).json().items;

describe('scam and off-platform warnings', () => {
  it('stores what it detects, shows it to the receiver and queues a new account’s message for moderation, delivered meanwhile', async () => {
    const { sender, receiver } = await pair();
    const message = await send(sender, receiver, 'Écris-moi sur WhatsApp, je paie en cartes cadeaux : alerte-1');
    expect(message.warnings).toEqual(['messaging', 'payment']);
    expect((await stored(message.id)).flaggedAt).not.toBeNull();

    const thread = (await get(`/api/messages/with/${sender.id}`, receiver)).json();
    expect(thread.beforeHire).toBe(true);
    expect(thread.messages).toMatchObject([{ id: message.id, warnings: ['messaging', 'payment'] }]);

    expect(await queue('alerte-1')).toMatchObject([{ id: message.id, flagged: true, reported: false, warnings: ['messaging', 'payment'] }]);
  });

  it('counts a flagged message among the reported ones until it is removed, and then shows no warning', async () => {
    const { sender, receiver } = await pair();
    const before = (await get('/api/admin/messages/counters', admin)).json().reported;
    const message = await send(sender, receiver, 'Mon numéro : 06 12 34 56 78, alerte-2');
    expect((await get('/api/admin/messages/counters', admin)).json().reported).toBe(before + 1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${message.id}`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(removed.statusCode).toBe(204);
    expect(await queue('alerte-2')).toEqual([]);
    const thread = (await get(`/api/messages/with/${sender.id}`, receiver)).json();
    expect(thread.messages).toMatchObject([{ id: message.id, moderated: true, warnings: [] }]);
  });

  it('warns but does not queue a message from an account older than 7 days', async () => {
    const { sender, receiver } = await pair(8);
    const message = await send(sender, receiver, 'Faites-moi un virement d’avance, alerte-3');
    expect(message.warnings).toEqual(['payment']);
    expect((await stored(message.id)).flaggedAt).toBeNull();
    expect(await queue('alerte-3')).toEqual([]);
  });

  it('leaves ordinary messages alone', async () => {
    const { sender, receiver } = await pair();
    const message = await send(sender, receiver, 'Mon tarif est de 650 € par mois, je peux commencer le 15/03, voir www.studio.fr alerte-4');
    expect(message.warnings).toEqual([]);
    expect((await stored(message.id)).flaggedAt).toBeNull();
    expect(await queue('alerte-4')).toEqual([]);
  });

  it('stops warning once one of them accepted the other’s application', async () => {
    const client = await member(t, 'company', 'Societe');
    const manager = await member(t, 'community_manager', 'Recrue');
    const job = await mission(t, client.id);
    const [application] = await t.db
      .insert(applications)
      .values({ jobId: job.id, applicantId: manager.id, coverLetter: 'Je suis disponible.' })
      .returning();
    expect((await send(client, manager, 'Mon mail : direction@societe.fr alerte-5')).warnings).toEqual(['email']);
    expect((await get(`/api/messages/rights/${manager.id}`, client)).json()).toMatchObject({ canWrite: true, beforeHire: true });

    await t.db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, application!.id));
    const after = await send(client, manager, 'Mon mail : direction@societe.fr alerte-6');
    expect(after.warnings).toEqual([]);
    expect((await stored(after.id)).flaggedAt).toBeNull();
    expect((await get(`/api/messages/rights/${manager.id}`, client)).json()).toMatchObject({ canWrite: true, beforeHire: false });
    expect((await get(`/api/messages/with/${client.id}`, manager)).json().beforeHire).toBe(false);
  });
});

describe('the messages sent before the detector existed', () => {
  it('are screened at start-up by the same rule: before a hire only, never queued, each once', async () => {
    const { sender, receiver } = await pair();
    const client = await member(t, 'company', 'Ancienne');
    const manager = await member(t, 'community_manager', 'Embauchee');
    const job = await mission(t, client.id);
    await t.db.insert(applications).values({ jobId: job.id, applicantId: manager.id, coverLetter: 'Je suis disponible.', status: 'accepted' });
    // As the migration leaves them: no say of the detector yet (null).
    const earlier = await t.db
      .insert(messages)
      .values([
        { senderId: sender.id, receiverId: receiver.id, content: 'Payez l’acompte par Western Union, ancien-1', warnings: null },
        { senderId: sender.id, receiverId: receiver.id, content: 'On publie trois fois par semaine, ancien-2', warnings: null },
        { senderId: client.id, receiverId: manager.id, content: 'Mon mail : direction@ancienne.fr ancien-3', warnings: null },
      ])
      .returning();
    const shown = async () =>
      Object.fromEntries(
        (await get(`/api/messages/with/${sender.id}`, receiver)).json().messages.map((m: { id: string; warnings: string[] }) => [m.id, m.warnings]),
      );
    // Not screened yet, a thread still reads (no notice).
    expect(await shown()).toEqual({ [earlier[0]!.id]: [], [earlier[1]!.id]: [] });

    expect(await screenEarlierMessages(t.db)).toBeGreaterThanOrEqual(3);
    const [scam, ordinary, afterHire] = await Promise.all(earlier.map((row) => stored(row.id)));
    expect(scam).toMatchObject({ warnings: ['payment'], flaggedAt: null });
    expect(ordinary!.warnings).toEqual([]);
    expect(afterHire!.warnings).toEqual([]);
    expect(await shown()).toEqual({ [scam!.id]: ['payment'], [ordinary!.id]: [] });
    expect(await screenEarlierMessages(t.db)).toBe(0);
  });
});
