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
import { LISTENER_APPLICATION_NAME } from '#server/db/listener';
import { createTestDatabase } from '#server/testing/database';
import type { RealtimeBus, RealtimeEvent } from './bus.ts';
import { databaseEventStore } from './event-store.ts';
import { createBus } from './index.ts';
import { postgresBus, type PostgresBus } from './postgres-bus.ts';

const silent = Fastify({ logger: { level: 'silent' } }).log;
const USER_A = '0b6f1c52-8d0e-4d59-9a3e-1f2a3b4c5d6e';
const USER_B = '5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a';
const USER_C = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const messageEvent = (id: string): RealtimeEvent => ({ type: 'message', data: { id, senderId: USER_A, receiverId: USER_B } });

/** Collects what a bus delivers to one user. */
function collect(bus: RealtimeBus, userId: string) {
  const received: RealtimeEvent[] = [];
  const ids: number[] = [];
  const unsubscribe = bus.subscribe(userId, ({ id, event }) => {
    ids.push(id);
    received.push(event);
  });
  return { received, ids, unsubscribe };
}

describe('createBus', () => {
  it('keeps events for replay; uses the in-process bus on the embedded database', async () => {
    const database = await createTestDatabase();
    try {
      const bus = await createBus(database, silent);
      expect(bus.kind).toBe(database.kind === 'postgres' ? 'postgres' : 'memory');
      const inbox = collect(bus, USER_B);
      await bus.publish(USER_B, messageEvent('11111111-1111-4111-8111-111111111111'));
      await bus.publish(USER_B, messageEvent('22222222-2222-4222-8222-222222222222'));
      expect(inbox.ids).toHaveLength(2);
      expect(inbox.ids[1]).toBeGreaterThan(inbox.ids[0]!);
      expect(await bus.since(USER_B, inbox.ids[0]!)).toEqual([{ id: inbox.ids[1], event: messageEvent('22222222-2222-4222-8222-222222222222') }]);
      expect(await bus.since(USER_A, 0)).toEqual([]);
      await bus.close();
    } finally {
      await database.close();
    }
  });
});

describe('catching up after the listener was away (any database with LISTEN)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers, once, what was published while its notifications were not heard', async () => {
    const store = databaseEventStore(database.db);
    // The receiving instance's listener, with a switch that drops notifications as a lost connection would.
    let heard = true;
    let lost: (error: unknown) => void = () => {};
    let back: () => void = () => {};
    const receiver = postgresBus(
      {
        db: database.db,
        listen: (channel, onNotify, onError, onReconnect) => {
          lost = onError!;
          back = onReconnect!;
          return database.listen(channel, (payload) => heard && onNotify(payload));
        },
      },
      store,
      silent,
    );
    const sender = postgresBus(database, store, silent);
    await Promise.all([receiver.ready, sender.ready]);
    const inbox = collect(receiver, USER_B);
    try {
      await sender.publish(USER_B, messageEvent('11111111-1111-4111-8111-111111111111'));
      await expect.poll(() => inbox.received.length, { timeout: 5_000 }).toBe(1);

      heard = false;
      lost(new Error('Connection terminated unexpectedly'));
      await sender.publish(USER_B, messageEvent('22222222-2222-4222-8222-222222222222'));
      await sender.publish(USER_A, messageEvent('33333333-3333-4333-8333-333333333333'));
      heard = true;
      back();
      await expect
        .poll(() => inbox.received, { timeout: 5_000 })
        .toEqual([messageEvent('11111111-1111-4111-8111-111111111111'), messageEvent('22222222-2222-4222-8222-222222222222')]);
      // a later catch-up does not deliver them again
      back();
      await sender.publish(USER_B, messageEvent('44444444-4444-4444-8444-444444444444'));
      await expect.poll(() => inbox.received.length, { timeout: 5_000 }).toBe(3);
      expect(new Set(inbox.ids).size).toBe(3);
    } finally {
      await Promise.all([receiver.close(), sender.close()]);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL LISTEN/NOTIFY bus', () => {
  let t: TestApp;
  let url: string;
  const buses: PostgresBus[] = [];
  const databases: Database[] = [];
  /** A bus as another instance would have it: its own pool and shared listener. */
  const open = async () => {
    const database = fromPostgres(url);
    databases.push(database);
    const bus = postgresBus(database, databaseEventStore(database.db), silent);
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
    await Promise.all(databases.map((database) => database.close()));
    await t.close();
  });

  it('is what the app picks on PostgreSQL', async () => {
    const bus = await createBus(t.database, silent);
    expect(bus.kind).toBe('postgres');
    await bus.close();
  });

  it('fans an event out to every instance, only to that user’s subscribers, with the same id', async () => {
    const one = await open();
    const two = await open();
    const onOne = collect(one, USER_B);
    const onTwo = collect(two, USER_B);
    const otherUser = collect(two, USER_A);

    await one.publish(USER_B, messageEvent('11111111-1111-4111-8111-111111111111'));
    await expect.poll(() => onTwo.received.length, { timeout: 5_000 }).toBe(1);
    expect(onTwo.received[0]).toEqual(messageEvent('11111111-1111-4111-8111-111111111111'));
    expect(onTwo.ids).toEqual(onOne.ids);
    // local subscribers get it once (at publish time, not again from the NOTIFY echo): a marker
    // published after it reaches `one` after its echo (NOTIFYs arrive in commit order)
    const markerOnOne = collect(one, USER_C);
    await two.publish(USER_C, messageEvent('33333333-3333-4333-8333-333333333333'));
    await expect.poll(() => markerOnOne.received.length, { timeout: 5_000 }).toBe(1);
    expect(onOne.received).toHaveLength(1);
    expect(otherUser.received).toHaveLength(0);

    onTwo.unsubscribe();
    await one.publish(USER_B, messageEvent('22222222-2222-4222-8222-222222222222'));
    const markerOnTwo = collect(two, USER_C);
    await one.publish(USER_C, messageEvent('44444444-4444-4444-8444-444444444444'));
    await expect.poll(() => markerOnTwo.received.length, { timeout: 5_000 }).toBe(1);
    expect(onTwo.received).toHaveLength(1);
  });

  it('reconnects its listener after the connection is killed, and delivers what came meanwhile', async () => {
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
    await sender.publish(USER_B, messageEvent('33333333-3333-4333-8333-333333333333'));
    await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(1);
    await sender.publish(USER_B, messageEvent('55555555-5555-4555-8555-555555555555'));
    await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(2);
  });

  it('fans an event too large for a NOTIFY out through the store', async () => {
    const one = await open();
    const two = await open();
    const local = collect(one, USER_B);
    const remote = collect(two, USER_B);
    const huge: RealtimeEvent = { type: 'notification', data: { id: USER_A, title: 'x'.repeat(9_000), link: null } };
    await expect(one.publish(USER_B, huge)).resolves.toBeUndefined();
    expect(local.received).toHaveLength(1);
    await expect.poll(() => remote.received, { timeout: 5_000 }).toEqual([huge]);
  });

  it('closes cleanly, and publishing afterwards is a no-op', async () => {
    const bus = await open();
    await bus.close();
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
    await t.app.backgroundJobs.stop();
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
