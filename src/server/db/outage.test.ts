import net from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { DEFAULT_SETTINGS, writeSettings } from '#server/modules/settings/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp, TEST_PASSWORD } from '#server/testing/app';
import { testDatabaseUrl } from '#server/testing/database';
import { member, type Member } from '#server/testing/members';
import { baseUrlOf, openEventStream, type EventStream } from '#server/testing/sse';
import { fromPostgres, type Database } from './client.ts';

/**
 * A TCP relay between an instance and PostgreSQL that the test can cut (every connection
 * reset, new ones refused: the server is gone) and restore on the same port, or freeze (bytes
 * held, connections left open: a frozen server or a network cut nobody reports) and thaw.
 */
function cuttableRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let frozen = false;
  const held: (() => void)[] = [];
  /** Forwards `from`'s bytes to `to`, holding them while frozen. */
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  async function start() {
    if (server) return;
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      relay(client, upstream);
      relay(upstream, client);
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', resolve);
    });
    port = (listening.address() as net.AddressInfo).port;
  }
  return {
    start,
    get port() {
      return port;
    },
    async cut() {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closing;
      server = null;
    },
    restore: start,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const forward of held.splice(0)) forward();
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('an instance whose PostgreSQL goes away, then comes back', () => {
  let t: TestApp;
  let relay: ReturnType<typeof cuttableRelay>;
  let instance: { app: TestApp['app']; database: Database };
  let alice: Member;
  let bruno: Member;
  let brunoStream: EventStream;
  let url: string;
  const get = (path: string, headers: Record<string, string> = {}) => instance.app.inject({ method: 'GET', url: path, headers });
  /** A read that needs the database (an unknown profile: never in the visitor cache). */
  const databaseRead = () => get(`/api/profiles/${randomUUID()}`);
  const messageIds = (stream: EventStream) =>
    stream.frames.filter((frame) => frame.event === 'message').map((frame) => JSON.parse(frame.data!).id as string);

  beforeAll(async () => {
    t = await createTestApp();
    alice = await member(t, 'community_manager', 'Alice');
    bruno = await member(t, 'community_manager', 'Bruno');
    url = testDatabaseUrl(t.db)!;
    const direct = new URL(url);
    relay = cuttableRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.start();
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      RATE_LIMIT_AUTH_MAX: '1000',
      DATABASE_URL: relayed.toString(),
    });
    const database = fromPostgres(relayed.toString(), { connectionTimeoutMillis: 1_000, queryTimeoutMillis: 1_500 });
    const app = await buildApp({ config, database, serveWebApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instance = { app, database };
    brunoStream = await openEventStream(`${baseUrlOf(app.server)}/api/events`, bruno.cookie);
    await brunoStream.waitFor((frame) => frame.comments.includes('connected'));
  });
  afterAll(async () => {
    await brunoStream?.close();
    await relay?.restore().catch(() => undefined);
    await instance?.app.close();
    await instance?.database.close();
    await t.close();
  });

  it('survives every backend being terminated (57P01) and serves the next requests', async () => {
    expect((await databaseRead()).statusCode).toBe(404);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    } finally {
      await admin.end();
    }
    await expect.poll(async () => (await databaseRead()).statusCode, { timeout: 10_000 }).toBe(404);
  });

  it('answers 503 while it is away, and serves again by itself once it is back', async () => {
    expect((await get('/api/site')).json().siteName).toBe(DEFAULT_SETTINGS.siteName);
    await relay.cut();

    // Away: API calls fail fast with 503, Retry-After and the French message; pages get the French page.
    const started = Date.now();
    const read = await databaseRead();
    expect(read.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: errorMessages.serviceUnavailable, requestId: read.headers['x-request-id'] },
    });
    /** The same answer, each with its own request id. */
    const sameAnswer = (answer: typeof read) => ({ status: answer.statusCode, code: answer.json().error.code, message: answer.json().error.message });
    expect((await get('/api/health/ready')).statusCode).toBe(503);
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    const signIn = await instance.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'alice@example.fr', password: TEST_PASSWORD },
      headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host },
    });
    expect(sameAnswer(signIn)).toEqual(sameAnswer(read));
    const signedInRead = await get('/api/me', { cookie: alice.cookie });
    expect(sameAnswer(signedInRead)).toEqual(sameAnswer(read));

    // Meanwhile, through an instance that still reaches the database: a message to Bruno and a
    // settings change. This instance hears neither (its listener is cut too).
    const sent = await post(t, '/api/messages', { receiverId: bruno.id, content: 'Pendant la panne' }, alice.cookie);
    expect(sent.statusCode).toBe(201);
    const duringOutage = sent.json().message.id as string;
    await t.app.backgroundJobs.drain();
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_SETTINGS;
    await t.db.transaction((tx) => writeSettings(tx, { ...settings, siteName: 'Studio après la panne' }));

    await relay.restore();

    // Back: ready again within seconds, without a restart.
    await expect.poll(async () => (await get('/api/health/ready')).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await databaseRead()).statusCode).toBe(404);
    // The shared listener reconnected: the settings cache was dropped, the missed event replayed.
    await expect.poll(async () => (await get('/api/site')).json().siteName, { timeout: 15_000 }).toBe('Studio après la panne');
    await expect.poll(() => messageIds(brunoStream), { timeout: 15_000 }).toContain(duringOutage);

    // This instance's worker picks jobs again, and its events reach the stream.
    await t.app.backgroundJobs.stop();
    const after = await instance.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: bruno.id, content: 'Après la panne' },
      headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, cookie: alice.cookie },
    });
    expect(after.statusCode).toBe(201);
    const afterOutage = after.json().message.id as string;
    await expect.poll(() => messageIds(brunoStream), { timeout: 15_000 }).toContain(afterOutage);
    expect(messageIds(brunoStream).filter((id) => id === duringOutage)).toHaveLength(1);
  });

  it('answers 503 when the database stops answering without closing its connections, then serves again', async () => {
    expect((await databaseRead()).statusCode).toBe(404);
    relay.freeze();
    try {
      const started = Date.now();
      const reads = await Promise.all([databaseRead(), databaseRead(), databaseRead()]);
      // The query timeout (1.5 s here, 10 s by default) or the connect timeout, never a request held for good.
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const read of reads) {
        expect(read.statusCode).toBe(503);
        expect(read.json().error.code).toBe('SERVICE_UNAVAILABLE');
      }
    } finally {
      relay.thaw();
    }
    await expect.poll(async () => (await databaseRead()).statusCode, { timeout: 15_000 }).toBe(404);
  });
});
