import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { fromPostgres, type Database } from '#server/db/client';
import { profiles } from '#server/db/schema/index';
import { createTestApp, post, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { testDatabaseUrl } from '#server/testing/database';
import { baseUrlOf, openEventStream, type EventStream } from '#server/testing/sse';
import type { RealtimeEvent } from './bus.ts';
import { createBus } from './index.ts';
import { LISTENER_APPLICATION_NAME, postgresBus, type PostgresBus } from './postgres-bus.ts';

const silent = Fastify({ logger: { level: 'silent' } }).log;
const USER_A = '0b6f1c52-8d0e-4d59-9a3e-1f2a3b4c5d6e';
const USER_B = '5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a';
const messageEvent = (id: string): RealtimeEvent => ({ type: 'message', data: { id, senderId: USER_A, receiverId: USER_B } });

/** Collects what a bus delivers to one user. */
function collect(bus: PostgresBus, userId: string) {
  const received: RealtimeEvent[] = [];
  const unsubscribe = bus.subscribe(userId, (event) => received.push(event));
  return { received, unsubscribe };
}

describe('createBus', () => {
  it('uses the in-process bus without a database URL', async () => {
    const bus = await createBus({ databaseUrl: undefined }, silent);
    expect(bus.kind).toBe('memory');
    await bus.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL LISTEN/NOTIFY bus', () => {
  let t: TestApp;
  let url: string;
  const buses: PostgresBus[] = [];
  const open = async () => {
    const bus = postgresBus(url, silent, { minDelayMs: 50, maxDelayMs: 200 });
    buses.push(bus);
    await bus.ready;
    return bus;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = testDatabaseUrl(t.db)!;
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await t.close();
  });

  it('is what the app picks when DATABASE_URL is set', async () => {
    const bus = await createBus({ databaseUrl: url }, silent);
    expect(bus.kind).toBe('postgres');
    await bus.close();
  });

  it('fans an event out to every instance, only to that user’s subscribers', async () => {
    const one = await open();
    const two = await open();
    const onOne = collect(one, USER_B);
    const onTwo = collect(two, USER_B);
    const otherUser = collect(two, USER_A);

    await one.publish(USER_B, messageEvent('11111111-1111-4111-8111-111111111111'));
    await expect.poll(() => onTwo.received.length, { timeout: 5_000 }).toBe(1);
    expect(onTwo.received[0]).toEqual(messageEvent('11111111-1111-4111-8111-111111111111'));
    // local subscribers get it once (at publish time, not again from the NOTIFY echo)
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onOne.received).toHaveLength(1);
    expect(otherUser.received).toHaveLength(0);

    onTwo.unsubscribe();
    await one.publish(USER_B, messageEvent('22222222-2222-4222-8222-222222222222'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onTwo.received).toHaveLength(1);
  });

  it('reconnects its listener after the connection is killed', async () => {
    const sender = await open();
    const receiver = await open();
    const inbox = collect(receiver, USER_B);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect.poll(() => receiver.isListening(), { timeout: 1_000 }).toBe(false);
    await expect.poll(() => receiver.isListening(), { timeout: 5_000 }).toBe(true);

    await sender.publish(USER_B, messageEvent('33333333-3333-4333-8333-333333333333'));
    await expect.poll(() => inbox.received.length, { timeout: 5_000 }).toBe(1);
  });

  it('keeps an oversized event on its own instance instead of failing', async () => {
    const one = await open();
    const two = await open();
    const local = collect(one, USER_B);
    const remote = collect(two, USER_B);
    const huge: RealtimeEvent = { type: 'notification', data: { id: USER_A, title: 'x'.repeat(9_000), link: null } };
    await expect(one.publish(USER_B, huge)).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(local.received).toHaveLength(1);
    expect(remote.received).toHaveLength(0);
  });

  it('closes cleanly, and publishing afterwards is a no-op', async () => {
    const bus = await open();
    await bus.close();
    expect(bus.isListening()).toBe(false);
    await expect(bus.publish(USER_B, messageEvent('44444444-4444-4444-8444-444444444444'))).resolves.toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let t: TestApp;
  const instances: { app: Awaited<ReturnType<typeof buildApp>>; database: Database }[] = [];
  const streams: EventStream[] = [];

  async function instance() {
    const url = testDatabaseUrl(t.db)!;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      RATE_LIMIT_AUTH_MAX: '1000',
      DATABASE_URL: url,
    });
    const database = fromPostgres(url);
    const app = await buildApp({ config, database, serveWebApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, database });
    return app;
  }

  beforeAll(async () => {
    t = await createTestApp();
    // `t` only signs members up; its in-process bus reaches no stream, so its job worker must
    // not take the push jobs from instances A and B (in production every instance has the
    // PostgreSQL bus, and whichever worker runs a push reaches every instance).
    await t.app.jobs.stop();
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await t.close();
  });

  it('delivers a message posted through instance A to the stream open on instance B', async () => {
    const aliceCookie = await signUpAndIn(t, { userType: 'community_manager', email: 'alice@example.fr', fullName: 'Alice Martin' });
    const brunoCookie = await signUpAndIn(t, { userType: 'community_manager', email: 'bruno@example.fr', fullName: 'Bruno Petit' });
    const [bruno] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'bruno@example.fr'));
    const [alice] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'alice@example.fr'));

    const appA = await instance();
    const appB = await instance();

    const brunoOnB = await openEventStream(`${baseUrlOf(appB.server)}/api/events`, brunoCookie);
    streams.push(brunoOnB);
    expect(brunoOnB.response.status).toBe(200);
    await brunoOnB.waitFor((frame) => frame.comments.includes('connected'));
    const aliceOnB = await openEventStream(`${baseUrlOf(appB.server)}/api/events`, aliceCookie);
    streams.push(aliceOnB);

    const sent = await appA.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: bruno!.id, content: 'Bonjour depuis l’instance A' },
      headers: { origin: TEST_ORIGIN, cookie: aliceCookie },
    });
    expect(sent.statusCode).toBe(201);
    const expected = { id: sent.json().message.id, senderId: alice!.id, receiverId: bruno!.id };
    expect(await brunoOnB.next('message')).toEqual(expected);
    // the sender's tab open on the other instance is told too
    expect(await aliceOnB.next('message')).toEqual(expected);

    // and back: B answers through instance B, A's user listening on instance A gets it
    const aliceOnA = await openEventStream(`${baseUrlOf(appA.server)}/api/events`, aliceCookie);
    streams.push(aliceOnA);
    await aliceOnA.waitFor((frame) => frame.comments.includes('connected'));
    const reply = await post({ ...t, app: appB } as TestApp, '/api/messages', { receiverId: alice!.id, content: 'Bien reçu !' }, brunoCookie);
    expect(reply.statusCode).toBe(201);
    // the push of Alice's own first message is a job that may still reach this newer stream
    // first, so wait for the reply's event rather than the next one
    const replyId = reply.json().message.id;
    const frame = await aliceOnA.waitFor((candidate) => candidate.event === 'message' && JSON.parse(candidate.data ?? 'null')?.id === replyId);
    expect(JSON.parse(frame.data!)).toMatchObject({ id: replyId, senderId: bruno!.id });
  });
});
