import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { blogPosts, missions } from '#server/db/schema/index';
import { errorMessages } from '#contracts/errors-terms';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/testing/database';
import { syncVisitorCache } from './visitor-cache-sync.ts';
import { createVisitorCache } from './visitor-cache.ts';

/**
 * The visitor cache of the real app: what a write drops, what it leaves, and the NOTIFY that
 * carries the change to every instance. Rows changed directly in the database stand for data the
 * cache must still be serving (a changed row read again means its entry was dropped).
 */
let t: TestApp;
let client: Member;

beforeAll(async () => {
  t = await createTestApp();
  client = await member(t, 'company', 'Claire');
  await t.db.insert(blogPosts).values({ title: 'Premier article', excerpt: 'Résumé', content: 'Texte', category: 'Conseils', published: true });
});
afterAll(() => t.close());

const readJob = async (app: TestApp['app'], id: string) =>
  (await app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json().job as { title: string; status: string };
const blogTitles = async () => ((await t.app.inject({ method: 'GET', url: '/api/blog' })).json().posts as { title: string }[]).map((p) => p.title);
/** The owner closes the mission: a change visitors see (its status). */
const close = (id: string, cookie = client.cookie) => post(t, `/api/jobs/${id}/close`, { outcome: 'abandoned', hiredApplicationId: null }, cookie);
const reopen = (id: string) => post(t, `/api/jobs/${id}/reopen`, {}, client.cookie);

describe('the visitor cache of the app', () => {
  it('drops, on a write to mission A, mission A only: mission B and the blog stay cached', async () => {
    const missionA = (await mission(t, client.id, { title: 'Mission A' })).id;
    const missionB = (await mission(t, client.id, { title: 'Mission B' })).id;
    await t.db.update(blogPosts).set({ title: 'Premier article' });
    t.app.visitorCache.clear();
    expect((await readJob(t.app, missionA)).status).toBe('open');
    expect((await readJob(t.app, missionB)).title).toBe('Mission B');
    expect(await blogTitles()).toEqual(['Premier article']);
    // Behind the cache's back: still served as they were while their entries are kept.
    await t.db.update(missions).set({ title: 'Mission B modifiée' }).where(eq(missions.id, missionB));
    await t.db.update(blogPosts).set({ title: 'Article modifié' });

    expect((await close(missionA)).statusCode).toBe(200);
    expect((await readJob(t.app, missionA)).status).toBe('closed');
    expect((await readJob(t.app, missionB)).title).toBe('Mission B');
    expect(await blogTitles()).toEqual(['Premier article']);
  });

  it('empties nothing for a visitor’s sign-out or a refused write', async () => {
    const missionB = (await mission(t, client.id, { title: 'Mission B' })).id;
    const before = (await readJob(t.app, missionB)).title;
    await t.db.update(missions).set({ title: 'Mission B modifiée' }).where(eq(missions.id, missionB));

    const signOut = await post(t, '/api/auth/sign-out', {});
    expect(signOut.statusCode).toBeLessThan(400);
    // Refused: the body is wrong, nobody is signed in, the mission is not closed.
    expect((await post(t, `/api/jobs/${missionB}/close`, { outcome: 'inconnu' }, client.cookie)).statusCode).toBe(400);
    expect((await post(t, `/api/jobs/${missionB}/close`, { outcome: 'abandoned', hiredApplicationId: null })).statusCode).toBe(401);
    expect((await reopen(missionB)).statusCode).toBe(409);
    expect((await readJob(t.app, missionB)).title).toBe(before);
  });

  it('drops, within 1 s, the entry another instance on the same database holds for what changed', async () => {
    const second = await buildApp({ config: t.config, database: t.database, serveWebApp: false });
    await second.ready();
    const missionA = (await mission(t, client.id, { title: 'Mission A', status: 'closed' })).id;
    try {
      expect((await readJob(second, missionA)).status).toBe('closed');
      // Cached there: a change made behind its back is not seen.
      await t.db.update(missions).set({ title: 'Mission A renommée' }).where(eq(missions.id, missionA));
      expect((await readJob(second, missionA)).title).toBe('Mission A');

      expect((await reopen(missionA)).statusCode).toBe(200);
      await expect.poll(async () => (await readJob(second, missionA)).status, { timeout: 1000, interval: 50 }).toBe('open');
    } finally {
      await second.close();
    }
  });
});

describe('the per-address miss limit of the app', () => {
  it('refuses, in French, computations past VISITOR_CACHE_MISSES_PER_MINUTE for one address; cached answers still flow', async () => {
    const limited = await createTestApp({ VISITOR_CACHE_MISSES_PER_MINUTE: '4' });
    try {
      const search = (page: number, remoteAddress = '198.51.100.7') =>
        limited.app.inject({ method: 'GET', url: `/api/search/jobs?page=${page}&junk=${page}`, remoteAddress });
      // A burst of 1 (4 a minute): the first computation passes, the next distinct one waits.
      expect((await search(1)).statusCode).toBe(200);
      const refused = await search(2);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(errorMessages.tooManyPages);
      expect((await search(1)).statusCode).toBe(200);
      expect((await search(2, '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('an instance that cannot hear the others', () => {
  it('keeps nothing while its listening connection is lost, and starts afresh once it is back', async () => {
    let lost: (error: unknown) => void = () => {};
    let back: () => void = () => {};
    const database = {
      listen: async (_channel: string, _onNotify: unknown, onError: (error: unknown) => void, onReconnect: () => void) => {
        lost = onError;
        back = onReconnect;
        return async () => {};
      },
    } as unknown as Database;
    const cache = createVisitorCache();
    const sync = syncVisitorCache([cache], database, { warn: () => {} } as unknown as FastifyBaseLogger);
    await sync.start();
    const render = vi.fn(async () => ({ answer: { status: 200, body: '<p>accueil</p>', contentType: 'text/html' }, tags: [] }));

    await cache.fetch('/', render);
    await cache.fetch('/', render);
    expect(render).toHaveBeenCalledTimes(1);

    lost(new Error('Connection terminated'));
    expect(cache.peek('/')).toBeUndefined();
    await cache.fetch('/', render);
    await cache.fetch('/', render);
    expect(render).toHaveBeenCalledTimes(3);

    back();
    await cache.fetch('/', render);
    await cache.fetch('/', render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});

describe('the NOTIFY of a change', () => {
  it('drops the tags on the other instances, and once only on the instance that published them', async () => {
    const database = await createTestDatabase();
    const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
    const [here, there] = [createVisitorCache(), createVisitorCache()];
    const dropsHere = vi.spyOn(here, 'invalidate');
    const dropsThere = vi.spyOn(there, 'invalidate');
    const [syncHere, syncThere] = [syncVisitorCache([here], database, quiet), syncVisitorCache([there], database, quiet)];
    try {
      await syncHere.start();
      await syncThere.start();
      syncHere.publish(['job:1']);
      expect(dropsHere).toHaveBeenCalledTimes(1);
      await expect.poll(() => dropsThere.mock.calls).toEqual([[['job:1']]]);
      // Both instances listen on one channel: by now this one has heard its own NOTIFY too.
      expect(dropsHere).toHaveBeenCalledTimes(1);
    } finally {
      await syncHere.stop();
      await syncThere.stop();
      await database.close();
    }
  });
});
