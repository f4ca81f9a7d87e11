import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageModerationTexts } from '#contracts/admin-moderation-terms';
import { noticeTexts } from '#contracts/notices-terms';
import { auditLog, backgroundJobs, messages } from '#server/db/schema/index';
import { TEST_ORIGIN, createTestApp, post, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { removeMessage } from './messages-service.ts';

/** 'Gestion des messages': the list on the server, counters, removal seen by both members. */

let t: TestApp;
let admin: Member;
let camille: Member;
let hugo: Member;
let nina: Member;
let abusiveId: string;
const ABUSIVE = 'Tu es vraiment nul, espèce d’incapable.';

const send = async (from: Member, to: Member, content: string) => {
  const res = await post(t, '/api/messages', { receiverId: to.id, content }, from.cookie);
  expect(res.statusCode).toBe(201);
  return res.json().message.id as string;
};

/** Camille's 'Signaler' on a message she received (the notice form). */
const reportOf = (messageId: string) => ({
  targetType: 'message',
  targetId: messageId,
  category: 'hate',
  explanation: 'Insulte gratuite, sans aucun rapport avec notre échange.',
  goodFaith: true,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  // Community managers write to each other for free.
  camille = await member(t, 'community_manager', 'Camille');
  hugo = await member(t, 'community_manager', 'Hugo');
  nina = await member(t, 'community_manager', 'Nina');
  await send(camille, hugo, 'Bonjour Hugo, on collabore sur le compte TikTok ?');
  abusiveId = await send(hugo, camille, ABUSIVE);
  await send(camille, hugo, 'Restons courtois, merci.');
  for (let index = 1; index <= 9; index += 1) await send(nina, hugo, `Message ${index} de Nina`);
  // Two older messages (not today), one of them reported.
  const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  await t.db.insert(messages).values([
    { senderId: nina.id, receiverId: camille.id, content: 'Ancien message 50% promo', createdAt: old },
    { senderId: nina.id, receiverId: camille.id, content: 'Ancien spam signalé', reported: true, createdAt: old },
  ]);
  expect((await post(t, '/api/notices', reportOf(abusiveId), camille.cookie)).statusCode).toBe(201);
});
afterAll(() => t.close());

const get = (url: string, who: Member = admin) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const list = (query = '') => get(`/api/admin/messages${query}`);
const contentsOf = async (query: string) => (await list(query)).json().items.map((item: { content: string }) => item.content);
const remove = (id: string, who: Member = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${id}`, headers: { cookie: who.cookie, origin: TEST_ORIGIN } });
const threadOf = async (who: Member, partner: Member) => (await get(`/api/messages/with/${partner.id}`, who)).json();
/** The pushes the notifier wrote for the message's removal (it runs after the commit). */
const pushesOf = async (messageId: string) => {
  await t.app.backgroundJobs.drain();
  return (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'realtime.push')))
    .map((job) => job.payload as { userId: string; event: { type: string; data: { id: string } } })
    .filter((payload) => payload.event.type === 'message_moderated' && payload.event.data.id === messageId);
};
const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'message.remove'), eq(auditLog.entityId, entityId)));

describe('the messages list', () => {
  it('is for admins only', async () => {
    expect((await get('/api/admin/messages', camille)).statusCode).toBe(403);
    expect((await get('/api/admin/messages/counters', camille)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });

  it('pages newest first with the real total, both members and the flags', async () => {
    const first = (await list()).json();
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(first.items.map((item: { content: string }) => item.content).slice(0, 2)).toEqual(['Message 9 de Nina', 'Message 8 de Nina']);
    expect(first.items.at(-1).content).toBe('Restons courtois, merci.');
    const second = (await list('?page=2')).json();
    expect(second.items.map((item: { content: string }) => item.content)).toEqual([
      ABUSIVE,
      'Bonjour Hugo, on collabore sur le compte TikTok ?',
      expect.stringMatching(/^Ancien/),
      expect.stringMatching(/^Ancien/),
    ]);
    expect(second.items[0]).toEqual({
      id: abusiveId,
      content: ABUSIVE,
      reported: true,
      moderated: false,
      warnings: [],
      flagged: false,
      createdAt: expect.any(String),
      sender: { id: hugo.id, fullName: 'Hugo', avatarUrl: null, userType: 'community_manager' },
      receiver: { id: camille.id, fullName: 'Camille', avatarUrl: null, userType: 'community_manager' },
    });
    expect((await list('?page=2&pageSize=5')).json().items).toHaveLength(5);
  });

  it('searches the content and both names; filters the reported ones', async () => {
    expect(await contentsOf('?q=INCAPABLE')).toEqual([ABUSIVE]);
    expect(await contentsOf('?q=50%25')).toEqual(['Ancien message 50% promo']);
    expect((await list('?q=hugo')).json().total).toBe(12);
    expect((await list('?q=nina')).json().total).toBe(11);
    expect(await contentsOf('?reported=true')).toEqual([ABUSIVE, 'Ancien spam signalé']);
    expect(await contentsOf('?reported=true&q=camille')).toEqual([ABUSIVE, 'Ancien spam signalé']);
    expect(await contentsOf('?reported=true&q=tiktok')).toEqual([]);
    expect((await list('?reported=1')).statusCode).toBe(400);
  });

  it('counts today’s, reported and all messages', async () => {
    expect((await get('/api/admin/messages/counters')).json()).toEqual({ today: 12, reported: 2, total: 14 });
  });
});

describe('removing a message', () => {
  it('is refused to members; an unknown id is a 404', async () => {
    expect((await remove(abusiveId, camille)).statusCode).toBe(403);
    const unknown = await remove(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messageModerationTexts.notFound);
    expect((await remove('abc')).statusCode).toBe(404);
  });

  it('rolls back when a step fails: the text, the pushes and the audit go together', async () => {
    await expect(removeMessage(t.db, randomUUID(), abusiveId)).rejects.toThrow();
    const [row] = await t.db.select().from(messages).where(eq(messages.id, abusiveId));
    expect(row).toMatchObject({ content: ABUSIVE, moderatedAt: null, reported: true });
    expect(await pushesOf(abusiveId)).toHaveLength(0);
  });

  it('empties the text for good, tells both members live, and writes the audit entry', async () => {
    expect((await remove(abusiveId)).statusCode).toBe(204);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, abusiveId));
    expect(row).toMatchObject({ content: '', reported: false });
    expect(row!.moderatedAt).toBeInstanceOf(Date);

    // Both members' thread: in place, without the text, flagged, not reportable.
    for (const [who, partner] of [
      [camille, hugo],
      [hugo, camille],
    ] as const) {
      const thread = await threadOf(who, partner);
      expect(JSON.stringify(thread)).not.toContain('incapable');
      expect(thread.messages.map((message: { content: string }) => message.content)).toEqual([
        'Bonjour Hugo, on collabore sur le compte TikTok ?',
        '',
        'Restons courtois, merci.',
      ]);
      expect(thread.messages[1]).toMatchObject({ id: abusiveId, content: '', moderated: true, reported: false });
      expect(thread.messages[0].moderated).toBe(false);
    }
    // Once removed, it can no longer be reported.
    const report = await post(t, '/api/notices', reportOf(abusiveId), camille.cookie);
    expect(report.statusCode).toBe(404);
    expect(report.json().error.message).toBe(noticeTexts.targetNotFound);

    // A realtime push for each member, once the removal is committed.
    expect((await pushesOf(abusiveId)).map((push) => push.userId).sort()).toEqual([camille.id, hugo.id].sort());
    const [push] = await pushesOf(abusiveId);
    expect(push!.event.data).toEqual({ id: abusiveId, senderId: hugo.id, receiverId: camille.id });

    const [entry] = await auditOf(abusiveId);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Adeline',
      entity: 'message',
      label: 'Message de Hugo à Camille',
      changes: { moderated: { from: false, to: true }, reported: { from: true, to: false } },
    });
    // The audit keeps no copy of the private text.
    expect(JSON.stringify(entry)).not.toContain('incapable');

    // The admin list shows it removed; the counters follow.
    expect((await list('?q=incapable')).json().total).toBe(0);
    const removed = (await list('?page=2')).json().items.find((item: { id: string }) => item.id === abusiveId);
    expect(removed).toMatchObject({ content: '', moderated: true, reported: false });
    expect((await get('/api/admin/messages/counters')).json()).toEqual({ today: 12, reported: 1, total: 14 });
  });

  it('shows the removal in the conversation previews', async () => {
    const last = await send(hugo, nina, 'Merci Nina !');
    expect((await remove(last)).statusCode).toBe(204);
    const conversations = (await get('/api/messages/conversations', nina)).json().conversations;
    expect(conversations.find((c: { partner: { id: string } }) => c.partner.id === hugo.id).lastMessage).toMatchObject({
      content: '',
      moderated: true,
      fromMe: false,
    });
    const camilleSide = (await get('/api/messages/conversations', camille)).json().conversations;
    expect(camilleSide.find((c: { partner: { id: string } }) => c.partner.id === hugo.id).lastMessage).toMatchObject({
      content: 'Restons courtois, merci.',
      moderated: false,
    });
  });

  it('changes nothing the second time (no new push, no new audit entry)', async () => {
    expect((await remove(abusiveId)).statusCode).toBe(204);
    expect(await pushesOf(abusiveId)).toHaveLength(2);
    expect(await auditOf(abusiveId)).toHaveLength(1);
  });
});
