import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { profiles, session, user } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { announceViewerChanged, VIEWER_CHANGED_CHANNEL } from './session-cache.ts';

/**
 * The sessions an instance keeps resolved: what a cached request no longer reads, and every way a
 * session ends reaching this instance and another one on the same database at once. Rows changed
 * directly in the database stand for what the cache must still be serving.
 */
let t: TestApp;
let admin: Member;
let second: TestApp['app'];
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  second = await buildApp({ config: t.config, database: t.database, serveWebApp: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, cookie: string, app = t.app) => app.inject({ method: 'GET', url, headers: { cookie } });
const statusOf = async (url: string, cookie: string, app = t.app) => (await get(url, cookie, app)).statusCode;
const sessionOf = async (who: Member) => (await t.db.select().from(session).where(eq(session.userId, who.id)))[0];

describe('a member’s cached session', () => {
  it('is served without reading the session or the user: their changes behind its back do not show until it is read again', async () => {
    const camille = await member(t, 'community_manager', 'Camille');
    expect(await statusOf('/api/admin/settings', camille.cookie)).toBe(403);
    // An expired session and an admin role that no event announced: a database read would see both.
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, camille.id));
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, camille.id));
    expect(await statusOf('/api/admin/settings', camille.cookie)).toBe(403);
    expect(await statusOf('/api/notifications', camille.cookie)).toBe(200);

    t.app.sessionCache.clear();
    expect(await statusOf('/api/notifications', camille.cookie)).toBe(401);
  });

  it('is read again on this instance after any write of the member’s own, before it is answered (a session it ended, a viewer it changed)', async () => {
    const leane = await member(t, 'community_manager', 'Leane');
    expect(await statusOf('/api/admin/settings', leane.cookie)).toBe(403);
    // Behind the cache's back (no announcement): only a new read of the session shows it.
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, leane.id));
    expect(await statusOf('/api/admin/settings', leane.cookie)).toBe(403);

    expect((await post(t, '/api/me/first-steps/dismiss', {}, leane.cookie)).statusCode).toBeLessThan(300);
    expect(await statusOf('/api/admin/settings', leane.cookie)).toBe(200);
  });

  it('is refused at once after sign-out, on this instance and on another one', async () => {
    const lucas = await member(t, 'community_manager', 'Lucas');
    expect(await statusOf('/api/notifications', lucas.cookie)).toBe(200);
    expect(await statusOf('/api/notifications', lucas.cookie, second)).toBe(200);

    expect((await post(t, '/api/auth/sign-out', {}, lucas.cookie)).statusCode).toBe(200);
    expect(await statusOf('/api/notifications', lucas.cookie)).toBe(401);
    await expect.poll(() => statusOf('/api/notifications', lucas.cookie, second), { timeout: 1000, interval: 50 }).toBe(401);
  });

  it('is refused at once once the account is suspended, on this instance and on another one', async () => {
    const boulangerie = await member(t, 'company', 'Boulangerie');
    expect(await statusOf('/api/notifications', boulangerie.cookie)).toBe(200);
    expect(await statusOf('/api/notifications', boulangerie.cookie, second)).toBe(200);

    expect((await post(t, `/api/admin/users/${boulangerie.id}/suspend`, {}, admin.cookie)).statusCode).toBe(200);
    await expect.poll(() => statusOf('/api/notifications', boulangerie.cookie), { timeout: 1000, interval: 50 }).toBe(401);
    await expect.poll(() => statusOf('/api/notifications', boulangerie.cookie, second), { timeout: 1000, interval: 50 }).toBe(401);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, boulangerie.id)))[0]?.suspendedAt).not.toBeNull();
  });

  it('reads the viewer again on every instance when a change to it is announced (role, two-factor, address)', async () => {
    const paul = await member(t, 'community_manager', 'Paul');
    // 'Mes Offres' is the clients' page: the viewer's type decides.
    const ownJobs = () => statusOf('/api/me/jobs', paul.cookie, second);
    expect(await ownJobs()).toBe(403);
    await t.db.update(profiles).set({ userType: 'company' }).where(eq(profiles.id, paul.id));
    expect(await ownJobs()).toBe(403);

    await announceViewerChanged(t.db, paul.id);
    await expect.poll(ownJobs, { timeout: 1000, interval: 50 }).toBe(200);
  });

  it('is told of Better Auth’s updates of a user (two-factor, address, verification) by the announcement', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen(VIEWER_CHANGED_CHANNEL, (userId) => heard.push(userId));
    try {
      // Following the verification link is one such update (as enabling two-factor or confirming a new address).
      const zoe = await member(t, 'individual', 'Zoe');
      await expect.poll(() => heard, { timeout: 1000, interval: 50 }).toContain(zoe.id);
    } finally {
      await unlisten();
    }
  });

  it('still ends when idle for longer than the timeout, however fresh its cached copy', async () => {
    const lea = await member(t, 'individual', 'Lea');
    expect(await statusOf('/api/notifications', lea.cookie)).toBe(200);
    // 31 minutes later by the clock (the default timeout is 30), within the cached copy's life.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    expect(await statusOf('/api/notifications', lea.cookie)).toBe(401);
    expect(await sessionOf(lea)).toBeUndefined();
  });

  it('records its use at most once a minute from the cached last use', async () => {
    const hugo = await member(t, 'individual', 'Hugo');
    expect(await statusOf('/api/notifications', hugo.cookie)).toBe(200);
    const seen = (await sessionOf(hugo))!.lastSeenAt.getTime();
    expect(await statusOf('/api/notifications', hugo.cookie)).toBe(200);
    expect((await sessionOf(hugo))!.lastSeenAt.getTime()).toBe(seen);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    expect(await statusOf('/api/notifications', hugo.cookie)).toBe(200);
    expect((await sessionOf(hugo))!.lastSeenAt.getTime()).toBeGreaterThan(seen + 60_000);
  });

  it('is slid forward by /api/me with Better Auth’s new cookie once a day has passed (updateAge)', async () => {
    const ines = await member(t, 'individual', 'Ines');
    const dueExpiry = new Date(Date.now() + 5 * DAY_MS);
    await t.db.update(session).set({ expiresAt: dueExpiry }).where(eq(session.userId, ines.id));
    // Resolved (and cached) by another request first: the refresh is left to /api/me.
    expect(await statusOf('/api/notifications', ines.cookie)).toBe(200);

    const me = await get('/api/me', ines.cookie);
    expect(me.json().user).not.toBeNull();
    expect(me.cookies.map((cookie) => cookie.name)).toContainEqual(expect.stringContaining('session_token'));
    expect((await sessionOf(ines))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    // Not due any more: no new cookie.
    expect((await get('/api/me', ines.cookie)).cookies).toEqual([]);
  });
});
