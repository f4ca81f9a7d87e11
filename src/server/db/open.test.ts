import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '#server/testing/database';
import { loadConfig } from '#server/config';
import { openMigratedDatabase } from './open.ts';

/** A free port on this machine, closed again: nothing answers there until the test listens on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.runIf(process.env.TEST_DATABASE_URL)('starting before PostgreSQL answers', () => {
  const name = `cm_test_open_${randomUUID().replace(/-/g, '')}`;
  beforeAll(() => adminQuery(`CREATE DATABASE ${name}`));
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('waits for the database, saying so at each attempt, then migrates it', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const port = await closedPort();
    const late = new URL(target);
    late.hostname = '127.0.0.1';
    late.port = String(port);
    late.pathname = `/${name}`;
    // The database "comes up" once the start-up has said it is waiting: a relay to the real server.
    let relay: net.Server | undefined;
    const attempts: number[] = [];
    const database = await openMigratedDatabase(loadConfig({ DATABASE_URL: late.toString() }), {
      onUnreachable: (_error, attempt) => {
        attempts.push(attempt);
        relay ??= net
          .createServer((client) => {
            const upstream = net.connect(Number(target.port || 5432), target.hostname);
            client.on('error', () => upstream.destroy());
            upstream.on('error', () => client.destroy());
            client.pipe(upstream).pipe(client);
          })
          .listen(port, '127.0.0.1');
      },
    });
    try {
      expect(attempts.length).toBeGreaterThan(0);
      const migrated = await database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect((migrated as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
      await new Promise((resolve) => relay?.close(resolve));
    }
  });

  it('still fails at once for anything else (a database that does not exist)', async () => {
    const missing = new URL(process.env.TEST_DATABASE_URL!);
    missing.pathname = `/${name}_missing`;
    const attempts: number[] = [];
    await expect(
      openMigratedDatabase(loadConfig({ DATABASE_URL: missing.toString() }), { onUnreachable: (_error, attempt) => attempts.push(attempt) }),
    ).rejects.toThrow(/does not exist/);
    expect(attempts).toEqual([]);
  });
});
