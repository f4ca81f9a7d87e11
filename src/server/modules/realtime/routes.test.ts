import { and, eq, ne } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBus } from '#server/adapters/realtime/bus';
import { buildApp } from '#server/app';
import { createAuth } from '#server/auth/auth';
import type { Viewer } from '#server/auth/guards';
import { sessionStillHolds } from '#server/auth/session-check';
import { loadConfig } from '#server/config';
import { fromPostgres, type Database } from '#server/db/client';
import { backgroundJobs, profiles, session } from '#server/db/schema/index';
import { registerAccess } from '#server/http/access';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { testDatabaseUrl } from '#server/testing/database';
import { member, type Member } from '#server/testing/members';
import { baseUrlOf, openEventStream, type EventStream } from '#server/testing/sse';
import { realtimeRoutes, openEventStreamCount } from './index.ts';

type App = TestApp['app'];

describe('event ids and Last-Event-ID', () => {
  let t: TestApp;
  let alice: Member;
  let bruno: Member;
  /** Two instances on one database (PostgreSQL), or the one embedded instance twice. */
  let first: App;
  let second: App;
  const extra: { app: App; database: Database }[] = [];
  const streams: EventStream[] = [];

  async function instance(url: string) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN, RATE_LIMIT_AUTH_MAX: '1000', DATABASE_URL: url });
    const database = fromPostgres(url);
    const app = await buildApp({ config, database, serveWebApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    extra.push({ app, database });
    return app;
  }
  const open = async (app: App, cookie: string, lastEventId?: string) => {
    const stream = await openEventStream(`${baseUrlOf(app.server)}/api/events`, cookie, { lastEventId });
    streams.push(stream);
    await stream.waitFor((frame) => frame.comments.includes('connected'));
    return stream;
  };
  const send = async (content: string) => {
    const res = await post(t, '/api/messages', { receiverId: bruno.id, content }, alice.cookie);
    expect(res.statusCode).toBe(201);
    return res.json().message.id as string;
  };
  const pendingPushes = async () =>
    (
      await t.db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, 'realtime.push'), ne(backgroundJobs.status, 'done')))
    ).length;
  const messageFrame = (stream: EventStream, id: string) =>
    stream.waitFor((frame) => frame.event === 'message' && JSON.parse(frame.data ?? 'null')?.id === id, 10_000);

  beforeAll(async () => {
    t = await createTestApp();
    alice = await member(t, 'community_manager', 'Alice');
    bruno = await member(t, 'community_manager', 'Bruno');
    const url = testDatabaseUrl(t.db);
    if (url) {
      // `t` only writes; the instances' workers publish (ADR 0011's two-instance test does the same).
      await t.app.backgroundJobs.stop();
      first = await instance(url);
      second = await instance(url);
    } else {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      first = second = t.app;
    }
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    for (const { app, database } of extra) {
      await app.close();
      await database.close();
    }
    await t.close();
  });

  it('gives each event an id, and a stream reopened with Last-Event-ID (on any instance) gets what it missed first', async () => {
    const before = await open(first, bruno.cookie);
    const m1 = await send('Premier message');
    const seen = await messageFrame(before, m1);
    expect(seen.id).toMatch(/^\d+$/);
    await before.close();

    // Bruno's tab is away (network change, instance restarting): two messages arrive meanwhile.
    const m2 = await send('Pendant la coupure');
    const m3 = await send('Toujours pendant la coupure');
    // Both pushes have run (published, so kept) before the tab comes back.
    await expect.poll(pendingPushes, { timeout: 10_000 }).toBe(0);

    // The reopened stream carries on live, with larger ids.
    const after = await open(second, bruno.cookie, seen.id);
    await messageFrame(after, m3);
    const m4 = await send('Après la reconnexion');
    const live = await messageFrame(after, m4);
    expect(Number(live.id)).toBeGreaterThan(Number(seen.id));
    expect(after.frames.filter((frame) => frame.event === 'message').map((frame) => JSON.parse(frame.data!).id)).toEqual([m2, m3, m4]);
  });

  it('ignores a Last-Event-ID that is not one of ours', async () => {
    const stream = await open(first, bruno.cookie, 'abc');
    const m5 = await send('Sans reprise');
    await messageFrame(stream, m5);
    expect(stream.frames.filter((frame) => frame.event === 'message')).toHaveLength(1);
  });
});

describe('when the app closes', () => {
  it('ends each stream with a short retry hint, so the browser reconnects to another instance', async () => {
    const t = await createTestApp();
    const someone = await member(t, 'company', 'Chloe');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${baseUrlOf(t.app.server)}/api/events`, someone.cookie);
    await stream.waitFor((frame) => frame.comments.includes('connected'));
    await t.close();
    const goodbye = await stream.waitFor((frame) => frame.comments.includes('server closing'));
    expect(goodbye.retry).toBeGreaterThanOrEqual(500);
    expect(goodbye.retry).toBeLessThan(1_500);
    await stream.ended;
  });
});

describe('a stream whose session ends', () => {
  const viewer: Viewer = {
    id: '7c1e0d6e-2f4a-4a8b-9a57-3f5d1a2b9c01',
    email: 'v@example.fr',
    role: 'user',
    userType: 'community_manager',
    twoFactorEnabled: false,
    twoFactorMissing: false,
  };

  it('is ended by the periodic session check (and counted while open)', async () => {
    let live: boolean | null = true;
    const app = Fastify();
    registerAccess(app);
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      request.viewer = viewer;
    });
    let checks = 0;
    const sessionCheck = async () => {
      checks += 1;
      return live;
    };
    await app.register(realtimeRoutes, { bus: memoryBus(), sessionCheck, sessionCheckMs: 20 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = openEventStreamCount();
      const stream = await openEventStream(`${baseUrlOf(app.server)}/api/events`);
      await stream.waitFor((frame) => frame.comments.includes('connected'));
      expect(openEventStreamCount()).toBe(before + 1);
      live = null; // the database is away: not a reason to end it
      const checked = checks;
      await expect.poll(() => checks).toBeGreaterThanOrEqual(checked + 2); // checked with the database away, twice
      expect(openEventStreamCount()).toBe(before + 1);
      live = false; // signed out, suspended or expired
      await stream.ended;
      expect(openEventStreamCount()).toBe(before);
    } finally {
      await app.close();
    }
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());
    const openFor = async (cookie: string) => {
      const stream = await openEventStream(`${baseUrlOf(t.app.server)}/api/events`, cookie);
      await stream.waitFor((frame) => frame.comments.includes('connected'));
      return stream;
    };

    it('ends at once on sign-out (the deleted session is announced), not at the next periodic check', async () => {
      const leaving = await member(t, 'company', 'Gaston');
      const staying = await member(t, 'company', 'Hugo');
      const stream = await openFor(leaving.cookie);
      const other = await openFor(staying.cookie);
      let otherEnded = false;
      void other.ended.then(() => (otherEnded = true));
      expect((await post(t, '/api/auth/sign-out', {}, leaving.cookie)).statusCode).toBe(200);
      // The periodic check is 30 s away: ending within 5 s is the announcement's doing.
      await Promise.race([stream.ended, new Promise((_resolve, reject) => setTimeout(() => reject(new Error('stream still open')), 5_000))]);
      // Someone else's stream is untouched by that announcement.
      expect(otherEnded).toBe(false);
      await other.close();
    });

    it('ends at once when the account’s sessions are deleted (suspension, revocation, password change)', async () => {
      const suspended = await member(t, 'individual', 'Ines');
      const stream = await openFor(suspended.cookie);
      await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
      await t.db.delete(session).where(eq(session.userId, suspended.id));
      await Promise.race([stream.ended, new Promise((_resolve, reject) => setTimeout(() => reject(new Error('stream still open')), 5_000))]);
    });
  });

  describe('sessionStillHolds', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());
    const check = (cookie: string) => sessionStillHolds(createAuth(t.config, t.db, t.app.log), t.db)({ headers: { cookie } } as FastifyRequest);

    it('says false after sign-out and after suspension, true before', async () => {
      const signedOut = await member(t, 'company', 'Denis');
      const suspended = await member(t, 'individual', 'Emma');
      expect(await check(signedOut.cookie)).toBe(true);
      expect(await check(suspended.cookie)).toBe(true);
      expect((await post(t, '/api/auth/sign-out', {}, signedOut.cookie)).statusCode).toBe(200);
      expect(await check(signedOut.cookie)).toBe(false);
      await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
      expect(await check(suspended.cookie)).toBe(false);
    });
  });
});
