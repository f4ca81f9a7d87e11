import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesMessages, MESSAGES_PER_MINUTE } from '#contracts/messages-terms';
import type { TUserType } from '#contracts/accounts-terms';
import { applications, entitlements, missions, messages, notifications, profiles } from '#server/db/schema/index';
import { createTestApp, post, signUpAndIn, type TestApp } from '#server/testing/app';
import { statementsSentBy } from '#server/testing/database';

let t: TestApp;
type Member = { id: string; cookie: string };

async function member(userType: TUserType, name: string): Promise<Member> {
  const email = `${name}@example.fr`;
  const cookie = await signUpAndIn(t, { userType, email, fullName: `${name[0]!.toUpperCase()}${name.slice(1)} Test` });
  const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return { id: profile!.id, cookie };
}

const send = (from: Member | undefined, receiverId: string, content: unknown = 'Bonjour !') =>
  post(t, '/api/messages', { receiverId, content }, from?.cookie);
const get = (url: string, as?: Member) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });

async function storedBetween(a: Member, b: Member) {
  return t.db
    .select()
    .from(messages)
    .where(or(and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)), and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id))));
}

async function missionOf(client: Member, title = 'Animation Instagram') {
  const [job] = await t.db
    .insert(missions)
    .values({ title, description: 'Trois publications par semaine.', clientId: client.id, status: 'open' })
    .returning();
  return job!;
}

let cm1: Member, cm2: Member, cm3: Member, cm4: Member;
let company1: Member, company2: Member, individual1: Member, individual2: Member, adminCompany: Member;

beforeAll(async () => {
  t = await createTestApp();
  cm1 = await member('community_manager', 'camille');
  cm2 = await member('community_manager', 'lucas');
  cm3 = await member('community_manager', 'ines');
  cm4 = await member('community_manager', 'hugo');
  company1 = await member('company', 'paul');
  company2 = await member('company', 'claire');
  individual1 = await member('individual', 'marie');
  individual2 = await member('individual', 'louis');
  adminCompany = await member('company', 'admin');
  await t.makeAdmin('admin@example.fr');
});
afterAll(() => t.close());

describe('messaging rights matrix', () => {
  it('refuses anonymous calls with 401 on every route', async () => {
    expect((await send(undefined, cm1.id)).statusCode).toBe(401);
    for (const url of [
      '/api/messages/conversations',
      `/api/messages/with/${cm1.id}`,
      `/api/messages/rights/${cm1.id}`,
      '/api/messages/unread-count',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lets a community manager write to another community manager, free', async () => {
    const res = await send(cm1, cm2.id, 'Salut Lucas');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ senderId: cm1.id, receiverId: cm2.id, content: 'Salut Lucas', read: false });
    expect((await send(cm2, cm1.id, 'Salut Camille')).statusCode).toBe(201);
  });

  it('lets a company write to a community manager only after buying that contact, and the manager reply', async () => {
    const refused = await send(company1, cm1.id, 'Bonjour, êtes-vous disponible ?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: messagesMessages.contactRequired });
    expect(await storedBetween(company1, cm1)).toHaveLength(0);
    expect((await get(`/api/messages/rights/${cm1.id}`, company1)).json()).toEqual({ canWrite: false, lock: 'contact_required', beforeHire: true });

    // the manager cannot start it either
    const managerFirst = await send(cm1, company1.id);
    expect(managerFirst.statusCode).toBe(403);
    expect(managerFirst.json().error.message).toBe(messagesMessages.clientLocked);

    await t.db.insert(entitlements).values({ userId: company1.id, purpose: 'contact', targetId: cm1.id });
    expect((await get(`/api/messages/rights/${cm1.id}`, company1)).json()).toEqual({ canWrite: true, lock: null, beforeHire: true });
    expect((await send(company1, cm1.id, 'Bonjour, êtes-vous disponible ?')).statusCode).toBe(201);
    expect((await send(cm1, company1.id, 'Oui, avec plaisir.')).statusCode).toBe(201);
    expect(await storedBetween(company1, cm1)).toHaveLength(2);
  });

  it('scopes a contact purchase to its profile and its buyer', async () => {
    // company1 bought cm1, not cm2
    expect((await send(company1, cm2.id)).statusCode).toBe(403);
    // company2 did not buy cm1
    expect((await send(company2, cm1.id)).statusCode).toBe(403);
  });

  it('lets a community manager write to a client once the client bought their contact', async () => {
    expect((await send(cm3, company1.id)).statusCode).toBe(403);
    await t.db.insert(entitlements).values({ userId: company1.id, purpose: 'contact', targetId: cm3.id });
    expect((await send(cm3, company1.id, 'Bonjour, je vous écris suite à votre demande.')).statusCode).toBe(201);
  });

  it('opens both sides as soon as the community manager applied: the client writes to an applicant without paying', async () => {
    expect((await send(cm2, company2.id)).statusCode).toBe(403);
    const job = await missionOf(company2);
    await t.db.insert(applications).values({ jobId: job.id, applicantId: cm2.id, coverLetter: 'Je suis motivé.', status: 'pending' });
    expect((await send(cm2, company2.id, 'Merci pour votre confiance !')).statusCode).toBe(201);
    expect((await send(company2, cm2.id, 'Bienvenue dans le projet.')).statusCode).toBe(201);
    expect((await get(`/api/messages/rights/${cm2.id}`, company2)).json()).toEqual({ canWrite: true, lock: null, beforeHire: true });
  });

  it('lets a community manager who paid to apply to a mission write to its client, and the client reply', async () => {
    const job = await missionOf(individual1, 'Lancement page Facebook');
    expect((await send(cm4, individual1.id)).statusCode).toBe(403);
    await t.db.insert(entitlements).values({ userId: cm4.id, purpose: 'application', targetId: job.id });
    expect((await send(cm4, individual1.id, 'Une question sur votre mission.')).statusCode).toBe(201);
    expect((await send(individual1, cm4.id, 'Je vous écoute.')).statusCode).toBe(201);
    // a paid application to individual1's mission does not open company1
    expect((await send(cm4, company1.id)).statusCode).toBe(403);
  });

  it('refuses company ↔ company, individual ↔ individual and company ↔ individual', async () => {
    for (const [from, to] of [
      [company1, company2],
      [individual1, individual2],
      [company2, individual1],
      [individual2, company1],
    ] as const) {
      const res = await send(from, to.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(messagesMessages.notAllowed);
      expect(await storedBetween(from, to)).toHaveLength(0);
    }
    expect((await get(`/api/messages/rights/${company2.id}`, company1)).json()).toEqual({ canWrite: false, lock: 'not_allowed', beforeHire: true });
  });

  it('gives admins no special messaging right', async () => {
    expect((await send(adminCompany, cm1.id)).statusCode).toBe(403);
    expect((await send(adminCompany, company1.id)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown partner, 400 for oneself or a malformed id', async () => {
    const unknown = await send(cm1, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: messagesMessages.partnerNotFound });
    expect((await get(`/api/messages/with/${randomUUID()}`, cm1)).statusCode).toBe(404);
    expect((await get(`/api/messages/rights/${randomUUID()}`, cm1)).statusCode).toBe(404);

    const self = await send(cm1, cm1.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(messagesMessages.self);

    expect((await send(cm1, 'pas-un-uuid')).statusCode).toBe(400);
    expect((await get('/api/messages/with/pas-un-uuid', cm1)).statusCode).toBe(400);
  });
});

describe('a suspended member', () => {
  it("can no longer be written to nor notified: 403 'Ce membre n'est plus joignable.'", async () => {
    const zoe = await member('community_manager', 'zoe');
    expect((await send(cm1, zoe.id, 'Avant la suspension')).statusCode).toBe(201);
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, zoe.id));
    await t.app.backgroundJobs.drain(); // the notifier tells after the commit
    const notifiedBefore = await t.db.select().from(notifications).where(eq(notifications.userId, zoe.id));

    const res = await send(cm1, zoe.id, 'Après la suspension');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: messagesMessages.accountUnreachable });
    expect((await storedBetween(cm1, zoe)).map((row) => row.content)).toEqual(['Avant la suspension']);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, zoe.id))).toEqual(notifiedBefore);
    expect((await get(`/api/messages/rights/${zoe.id}`, cm1)).json()).toEqual({ canWrite: false, lock: 'account_unreachable', beforeHire: true });

    await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, zoe.id));
    expect((await send(cm1, zoe.id, 'Après la réactivation')).statusCode).toBe(201);
  });
});

describe('message content', () => {
  it('never stores an empty or whitespace-only message', async () => {
    const before = (await storedBetween(cm1, cm2)).length;
    for (const content of ['', '   ', '\n\t  \n', null]) {
      const res = await post(t, '/api/messages', content === null ? { receiverId: cm2.id } : { receiverId: cm2.id, content }, cm1.cookie);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: messagesMessages.empty });
    }
    expect(await storedBetween(cm1, cm2)).toHaveLength(before);
  });

  it('stores the text trimmed', async () => {
    const res = await send(cm1, cm2.id, '  \n Bonjour Lucas, ça va ?  \t');
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, res.json().message.id));
    expect(stored!.content).toBe('Bonjour Lucas, ça va ?');
  });

  it('refuses a message over 5000 characters', async () => {
    const res = await send(cm1, cm2.id, 'a'.repeat(5001));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messagesMessages.tooLong);
    expect((await send(cm1, cm2.id, `  ${'a'.repeat(5000)}  `)).statusCode).toBe(201);
  });

  it('checks the Origin of a signed-in POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: cm2.id, content: 'Bonjour' },
      headers: { cookie: cm1.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('conversations, threads and unread counts', () => {
  let me: Member, p1: Member, p2: Member, p3: Member;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes));

  beforeAll(async () => {
    me = await member('community_manager', 'sarah');
    p1 = await member('community_manager', 'nina');
    p2 = await member('community_manager', 'theo');
    p3 = await member('community_manager', 'emma');
    await t.db.insert(messages).values([
      { senderId: me.id, receiverId: p3.id, content: 'Ancien message', createdAt: at(0) },
      { senderId: p1.id, receiverId: me.id, content: 'Déjà lu', read: true, createdAt: at(1) },
      { senderId: p1.id, receiverId: me.id, content: 'Salut Sarah', createdAt: at(2) },
      { senderId: me.id, receiverId: p1.id, content: 'Bonjour Nina', createdAt: at(3) },
      { senderId: p2.id, receiverId: me.id, content: 'Un', createdAt: at(4) },
      { senderId: p2.id, receiverId: me.id, content: 'Deux', createdAt: at(5) },
      // not mine: never listed
      { senderId: p1.id, receiverId: p2.id, content: 'Entre eux', createdAt: at(9) },
    ]);
  });

  it('counts my unread messages', async () => {
    expect((await get('/api/messages/unread-count', me)).json()).toEqual({ count: 3 });
  });

  it('lists my conversations newest first with partner, last message and unread count', async () => {
    const res = await get('/api/messages/conversations', me);
    expect(res.statusCode).toBe(200);
    const { conversations } = res.json();
    expect(conversations).toHaveLength(3);
    expect(conversations.map((c: { partner: { id: string } }) => c.partner.id)).toEqual([p2.id, p1.id, p3.id]);
    expect(conversations[0]).toEqual({
      partner: { id: p2.id, fullName: 'Theo Test', avatarUrl: null, userType: 'community_manager' },
      lastMessage: { content: 'Deux', moderated: false, createdAt: at(5).toISOString(), fromMe: false },
      unreadCount: 2,
      mission: null,
    });
    expect(conversations[1]).toMatchObject({ lastMessage: { content: 'Bonjour Nina', fromMe: true }, unreadCount: 1 });
    expect(conversations[2]).toMatchObject({ lastMessage: { content: 'Ancien message', fromMe: true }, unreadCount: 0 });
  });

  it('answers an empty list to a member without messages', async () => {
    const loner = await member('individual', 'jules');
    expect((await get('/api/messages/conversations', loner)).json()).toEqual({ conversations: [] });
    expect((await get('/api/messages/unread-count', loner)).json()).toEqual({ count: 0 });
  });

  it('opens a thread oldest first without changing anything (a GET marks nothing read)', async () => {
    const res = await get(`/api/messages/with/${p2.id}`, me);
    expect(res.statusCode).toBe(200);
    const thread = res.json();
    expect(thread).toMatchObject({
      partner: { id: p2.id, fullName: 'Theo Test', userType: 'community_manager' },
      canWrite: true,
      lock: null,
      hasMore: false,
    });
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual(['Un', 'Deux']);
    expect(thread.messages.every((m: { read: boolean }) => !m.read)).toBe(true);
    expect((await get('/api/messages/unread-count', me)).json()).toEqual({ count: 3 });
  });

  it('reads a thread’s page, its partner, the rights and what it is about in one statement (ADR 0067)', async () => {
    await get(`/api/messages/with/${p1.id}`, me); // reads the session and the site's settings, kept from then on
    const sent = await statementsSentBy(t.db, () => get(`/api/messages/with/${p2.id}`, me));
    expect(sent).toHaveLength(1);
  });

  it('marks only the partner’s messages to me read with POST …/read', async () => {
    const res = await post(t, `/api/messages/with/${p2.id}/read`, {}, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 2 });
    expect((await post(t, `/api/messages/with/${p2.id}/read`, {}, me.cookie)).json()).toEqual({ marked: 0 });

    const thread = (await get(`/api/messages/with/${p2.id}`, me)).json();
    expect(thread.messages.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await get('/api/messages/unread-count', me)).json()).toEqual({ count: 1 });
    const { conversations } = (await get('/api/messages/conversations', me)).json();
    expect(conversations.find((c: { partner: { id: string } }) => c.partner.id === p2.id).unreadCount).toBe(0);
    // the message p1 sent to p2 is not mine to mark
    const [between] = await t.db.select().from(messages).where(eq(messages.content, 'Entre eux'));
    expect(between!.read).toBe(false);
  });

  it('refuses to mark a conversation read anonymously, with an unknown partner or a malformed id', async () => {
    expect((await post(t, `/api/messages/with/${p2.id}/read`, {})).statusCode).toBe(401);
    expect((await post(t, `/api/messages/with/${randomUUID()}/read`, {}, me.cookie)).statusCode).toBe(404);
    expect((await post(t, '/api/messages/with/pas-un-uuid/read', {}, me.cookie)).statusCode).toBe(400);
  });

  it('leaves my own messages unread for the partner when I mark the thread read', async () => {
    await post(t, `/api/messages/with/${p1.id}/read`, {}, me.cookie);
    const [mine] = await t.db.select().from(messages).where(eq(messages.content, 'Bonjour Nina'));
    expect(mine!.read).toBe(false);
    expect((await get('/api/messages/unread-count', p1)).json()).toEqual({ count: 1 });
    // Only p1's message was mine to read: p2's two are still unread.
    expect((await get('/api/messages/unread-count', me)).json()).toEqual({ count: 2 });
  });

  it('pages a long thread backwards with `before`', async () => {
    const thread = await get(`/api/messages/with/${p1.id}?limit=2`, me);
    const page1 = thread.json();
    expect(page1.messages.map((m: { content: string }) => m.content)).toEqual(['Salut Sarah', 'Bonjour Nina']);
    expect(page1.hasMore).toBe(true);
    const page2 = (await get(`/api/messages/with/${p1.id}?limit=2&before=${page1.messages[0].id}`, me)).json();
    expect(page2.messages.map((m: { content: string }) => m.content)).toEqual(['Déjà lu']);
    expect(page2.hasMore).toBe(false);
  });

  it('shows a thread to a member who may not write, with canWrite false', async () => {
    const client = await member('company', 'agence');
    const res = await get(`/api/messages/with/${me.id}`, client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canWrite: false, lock: 'contact_required', messages: [], hasMore: false });
  });

  it('puts a conversation on top when a new message arrives', async () => {
    expect((await send(p3, me.id, 'Nouveau !')).statusCode).toBe(201);
    const { conversations } = (await get('/api/messages/conversations', me)).json();
    expect(conversations[0]).toMatchObject({
      partner: { id: p3.id },
      lastMessage: { content: 'Nouveau !', fromMe: false },
      unreadCount: 1,
    });
  });
});

describe('rate limit', () => {
  it(`allows ${MESSAGES_PER_MINUTE} messages a minute per user, then answers 429`, async () => {
    const a = await member('community_manager', 'rapide');
    const b = await member('community_manager', 'patient');
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
      expect((await send(a, b.id, `Message ${i}`)).statusCode).toBe(201);
    }
    const limited = await send(a, b.id, 'Un de trop');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // another user is not affected
    expect((await send(b, a.id, 'Je peux encore écrire')).statusCode).toBe(201);
  });
});
