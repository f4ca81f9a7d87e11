import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { PGLITE_MEMORY_DEFAULTS } from '#server/config';
import { fromPglite, fromPostgres, openDatabase, pgliteExtensions, pgliteStartParams, type Database, type Db } from '#server/db/client';
import { TEMPLATE_DB_NAME } from './global-setup.ts';
import { isolateDatabase } from './isolation.ts';

const urls = new WeakMap<Db, string>();

/**
 * The PostgreSQL URL of a database made by createTestDatabase (e.g. `createTestApp().db`), so a
 * test can build a second app instance on the same database; undefined on PGlite.
 */
/** One statement on the PostgreSQL server of TEST_DATABASE_URL, on a connection of its own (CREATE/DROP DATABASE). */
export async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function testDatabaseUrl(db: Db): string | undefined {
  return urls.get(db);
}

/**
 * A fresh, migrated database for one test file: a copy of the template. While open, it is
 * snapshotted before each test and restored after it (ADR 0039).
 */
export async function createTestDatabase(): Promise<Database> {
  return isolated(await copyOfTemplate());
}

function isolated(database: Database): Database {
  const forget = isolateDatabase(database.db);
  return {
    ...database,
    async close() {
      forget();
      await database.close();
    },
  };
}

async function copyOfTemplate(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `cm_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = fromPostgres(fileUrl.toString());
    urls.set(database.db, fileUrl.toString());
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        // pool.end() resolves before its sockets are closed: let those backends leave, or FORCE
        // would terminate them mid-goodbye and the closing clients would report it as an error.
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-test-db-'));
  cpSync(inject('templateDir'), dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions(), startParams: pgliteStartParams(PGLITE_MEMORY_DEFAULTS) });
  const database = fromPglite(client);
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded database where the server keeps it, `<dataDir>/db` (a copy of the template,
 * locked as `openDatabase` locks it): for tests of what reads the data folder itself (backups).
 * On PostgreSQL, the same as createTestDatabase.
 */
export async function createTestDatabaseIn(dataDir: string): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return createTestDatabase();
  cpSync(inject('templateDir'), path.join(dataDir, 'db'), { recursive: true });
  return isolated(await openDatabase({ dataDir }));
}

/** The statements `run` sends to `db` (their text), the background jobs' polling left out (ADR 0067). */
export async function statementsSentBy(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  // Drizzle keeps the driver's client (node-postgres' pool, PGlite) on the database as `$client`.
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = vi.spyOn(client, 'query');
  try {
    await run();
    return query.mock.calls
      .map(([statement]) => (typeof statement === 'string' ? statement : (statement as { text: string }).text))
      .filter((text) => !text.includes('"background_jobs"'));
  } finally {
    query.mockRestore();
  }
}
