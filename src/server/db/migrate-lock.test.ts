import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '#server/testing/database';
import { fromPostgres, MIGRATION_LOCK_KEY, migrationsFolder } from './client.ts';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  const name = `cm_test_lock_${randomUUID().replace(/-/g, '')}`;
  let url: string;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const fresh = new URL(process.env.TEST_DATABASE_URL!);
    fresh.pathname = `/${name}`;
    url = fresh.toString();
  });
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('lets instances starting together migrate a fresh database one after the other', async () => {
    const instances = [fromPostgres(url), fromPostgres(url), fromPostgres(url)];
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const applied = await check.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      // The lock was released with the migration.
      const locks = await check.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1", [MIGRATION_LOCK_KEY]);
      expect(locks.rows[0].n).toBe(0);
    } finally {
      await check.end();
    }
  });

  it('runs start-up tasks (the seeding) one instance at a time', async () => {
    const instances = [fromPostgres(url), fromPostgres(url), fromPostgres(url)];
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    // The instances queued behind the lock, as PostgreSQL sees them.
    const waiting = async () =>
      (
        await check.query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          [MIGRATION_LOCK_KEY],
        )
      ).rows[0].n as number;
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    try {
      await Promise.all(
        instances.map((instance, index) =>
          instance.withStartupLock(async () => {
            running += 1;
            most = Math.max(most, running);
            // Each task ends only once the instances still to run wait for the lock.
            await expect.poll(waiting, { timeout: 10_000 }).toBe(instances.length - 1 - ran.length);
            ran.push(index);
            running -= 1;
          }),
        ),
      );
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await check.end();
    }
    expect(ran.sort()).toEqual([0, 1, 2]);
    expect(most).toBe(1);
  });
});
