import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationLinks } from '#contracts/notifications-terms';
import { mailOutbox } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';

/**
 * A message left unread in the app is mailed to its recipient after MESSAGE_MAIL_DELAY_SECONDS
 * (10 minutes by default), once per conversation until it is read. The worker is stopped: the
 * queue's clock is moved with `drain({ now })`, nobody waits 10 minutes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.backgroundJobs.stop();
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** The queue's clock this many minutes from now. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** Two community managers (they write to each other freely), of names unique to the test. */
async function pair() {
  const suffix = randomUUID().slice(0, 8);
  const paulName = `Paul${suffix}`;
  return { paulName, paul: await member(t, 'community_manager', paulName), zoe: await member(t, 'community_manager', `Zoe${suffix}`) };
}

async function send(from: Member, to: Member, content: string) {
  expect((await post(t, '/api/messages', { receiverId: to.id, content }, from.cookie)).statusCode).toBe(201);
  await t.app.backgroundJobs.drain(); // the notifier handles message.sent now; the mail is due later
}
const read = async (reader: Member, partner: Member) =>
  expect((await post(t, `/api/messages/with/${partner.id}/read`, {}, reader.cookie)).statusCode).toBe(200);
const messageMailsTo = async (to: Member) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.email))).filter((mail) => mail.subject.startsWith('Nouveau message de'));

describe('a message left unread is mailed', () => {
  it('after the delay, with the sender’s name, the first lines, the conversation’s link and the one-click unsubscribe', async () => {
    const { paulName, paul, zoe } = await pair();
    await send(paul, zoe, 'Bonjour Zoé,\nseriez-vous disponible pour une mission Instagram ?');
    await t.app.backgroundJobs.drain({ now: inMinutes(9) });
    expect(await messageMailsTo(zoe)).toEqual([]);

    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    const mails = await messageMailsTo(zoe);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Nouveau message de ${paulName} - CM Connect`);
    expect(mail!.text).toContain(`${paulName} vous a écrit :`);
    expect(mail!.text).toContain('Bonjour Zoé,');
    expect(mail!.text).toContain('seriez-vous disponible pour une mission Instagram ?');
    expect(mail!.text).toContain(`${TEST_ORIGIN}${notificationLinks.conversation(paul.id)}`);
    expect(mail!.text).toMatch(/\/desinscription\?token=/);
    expect(mail!.listUnsubscribe).toContain('/api/mail/unsubscribe/one-click?token=');
  });

  it('with the safety notice when one of the unread messages warned (ADR 0057), and without it otherwise', async () => {
    const { paul, zoe } = await pair();
    await send(paul, zoe, 'Bonjour Zoé');
    await send(paul, zoe, 'Écris-moi plutôt sur WhatsApp');
    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    const [mail] = await messageMailsTo(zoe);
    expect(mail!.text).toContain('Prudence : ce message contient une invitation à échanger hors de CM Connect (WhatsApp, Telegram…).');

    const other = await pair();
    await send(other.paul, other.zoe, 'Bonjour Zoé, mon tarif est de 500 € par mois.');
    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    const [plain] = await messageMailsTo(other.zoe);
    expect(plain!.text).not.toContain('Prudence');
  });

  it('not when it was read before the delay', async () => {
    const { paul, zoe } = await pair();
    await send(paul, zoe, 'Bonjour');
    await read(zoe, paul);
    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    expect(await messageMailsTo(zoe)).toEqual([]);
  });

  it('once per conversation: three messages, one mail', async () => {
    const { paul, zoe } = await pair();
    for (const content of ['Bonjour', 'Vous êtes là ?', 'Je relance']) await send(paul, zoe, content);
    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    const mails = await messageMailsTo(zoe);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Je relance');
    // Another message while the first mail is unread: still one.
    await send(paul, zoe, 'Dernière relance');
    await t.app.backgroundJobs.drain({ now: inMinutes(30) });
    expect(await messageMailsTo(zoe)).toHaveLength(1);
  });

  it('again for a new message once the conversation was read', async () => {
    const { paul, zoe } = await pair();
    await send(paul, zoe, 'Premier message');
    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    await read(zoe, paul);
    await send(paul, zoe, 'Nouveau sujet');
    await t.app.backgroundJobs.drain({ now: inMinutes(22) });
    const mails = await messageMailsTo(zoe);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.text.includes('Nouveau sujet'))).toContain(true);
  });

  it('not to a member who turned these mails off in “Emails de notification”', async () => {
    const { paul, zoe } = await pair();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      payload: { optOuts: ['message_received'] },
      headers: { cookie: zoe.cookie, origin: TEST_ORIGIN },
    });
    expect(put.statusCode).toBe(200);
    await send(paul, zoe, 'Bonjour');
    await t.app.backgroundJobs.drain({ now: inMinutes(11) });
    expect(await messageMailsTo(zoe)).toEqual([]);
  });
});
