import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { assertWritableDataDir } from './data-dir.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction handle or the database: services accept either. */
export type DbOrTx = Tx | Db;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel (NOTIFY is delivered on commit); resolves with a function that stops
   * listening. On PostgreSQL it holds one dedicated connection; if that connection is lost,
   * `onError` is told and the caller falls back to whatever else it does (e.g. polling).
   */
  listen(channel: string, onNotify: (payload: string) => void, onError?: (error: unknown) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: a tarball of its data folder, taken while no query runs (PGlite's own lock), so
   * consistent as after a crash: what committed is there. Backups use it (ADR 0034).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function pgliteExtensions() {
  return { unaccent, pg_trgm };
}

/** Wraps an open PGlite instance (used by the app and by tests that clone a template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The `pg_advisory_lock` key held while migrating (any fixed bigint of our own; "CMCN" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x434d434e;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock on one dedicated connection,
 * so instances starting together migrate one after the other (the next finds nothing to do).
 */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    // A session lock: if unlocking fails (broken connection), closing the connection releases it.
    const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}

async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: unknown) => void = () => {},
) {
  const client = new pg.Client({ connectionString });
  client.on('error', onError);
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  await client.connect();
  await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
  return async () => {
    await client.end().catch(onError);
  };
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    migrate: () => migrateWithLock(pool),
    listen: (channel, onNotify, onError) => listenPostgres(connectionString, channel, onNotify, onError),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite persisted in `<dataDir>/db`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  assertWritableDataDir(options.dataDir);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(options.dataDir, 'db'), extensions: pgliteExtensions() });
    const database = fromPglite(client);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
