import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from '#server/testing/database';
import type { Database } from './client.ts';
import { createSharedListener, LISTENER_APPLICATION_NAME } from './listener.ts';

describe('the shared listener without a database server', () => {
  it('keeps trying instead of failing: listen() resolves after the first refused try and onError is told', async () => {
    // Nothing listens on port 1 of the loopback: every connection is refused.
    const listener = createSharedListener('postgres://nobody@127.0.0.1:1/none', { minDelayMs: 10, maxDelayMs: 20 });
    const errors: unknown[] = [];
    const stop = await listener.listen('canal', { onNotify: () => {}, onError: (error) => errors.push(error) });
    expect(errors.length).toBeGreaterThan(0);
    expect(listener.isConnected()).toBe(false);
    await stop();
    await listener.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the shared listener on PostgreSQL', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    url = testDatabaseUrl(database.db)!;
  });
  afterAll(() => database.close());

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }
  const notify = (channel: string, payload: string) => admin((client) => client.query('SELECT pg_notify($1, $2)', [channel, payload]));
  const listenerBackends = () =>
    admin(async (client) => {
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      return rows[0].n as number;
    });

  it('holds one connection for every channel, and LISTENs on all of them again after the connection is killed', async () => {
    const listener = createSharedListener(url, { minDelayMs: 20, maxDelayMs: 100 });
    const got: string[] = [];
    const errors: unknown[] = [];
    let reconnects = 0;
    const subscriber = (name: string) => ({
      onNotify: (payload: string) => got.push(`${name}:${payload}`),
      onError: (error: unknown) => errors.push(error),
      onReconnect: () => (reconnects += 1),
    });
    const stops = [await listener.listen('jobs', subscriber('jobs')), await listener.listen('cache', subscriber('cache'))];
    expect(await listenerBackends()).toBe(1);

    await notify('jobs', 'avant');
    await expect.poll(() => got, { timeout: 5_000 }).toEqual(['jobs:avant']);

    // What a crash or pg_terminate_backend does to it (57P01).
    await admin((client) =>
      client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
        LISTENER_APPLICATION_NAME,
      ]),
    );
    await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2); // both subscribers told
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(2); // both told it is back
    expect(listener.isConnected()).toBe(true);

    await notify('jobs', 'après');
    await notify('cache', 'après');
    await expect.poll(() => got, { timeout: 5_000 }).toEqual(['jobs:avant', 'jobs:après', 'cache:après']);

    for (const stop of stops) await stop();
    // Nobody listens any more: the connection is given back.
    await expect.poll(listenerBackends, { timeout: 5_000 }).toBe(0);
    await listener.close();
  });

  it('is what Database.listen uses: the process survives its backends being terminated, and queries work again', async () => {
    const got: string[] = [];
    let reconnected = false;
    const stop = await database.listen(
      'survie',
      (payload) => got.push(payload),
      undefined,
      () => (reconnected = true),
    );
    await database.db.execute('SELECT 1');
    await admin((client) =>
      client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'),
    );
    await expect.poll(() => reconnected, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        async () =>
          await database.db.execute('SELECT 1').then(
            () => 'ok',
            (error: unknown) => String(error),
          ),
        { timeout: 5_000 },
      )
      .toBe('ok');
    await notify('survie', 'encore là');
    await expect.poll(() => got, { timeout: 5_000 }).toEqual(['encore là']);
    await stop();
  });
});
