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
import { PGLITE_MEMORY_DEFAULTS } from '#server/config';
import { assertWritableDataDir, embeddedDatabaseDir } from './data-dir.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createSharedListener } from './listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction handle or the database: services accept either. */
export type DbOrTx = Tx | Db;

/** What the database reports about its connections (warnings, not request failures). */
export type DatabaseLog = {
  warn(obj: object, message: string): void;
  info(obj: object, message: string): void;
  debug(obj: object, message: string): void;
};

/** The pool's connections now: for metrics. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel (NOTIFY is delivered on commit); resolves with a function that stops
   * listening. On PostgreSQL every channel shares one connection per instance
   * (`createSharedListener`): when it is lost, `onError` is told, it reconnects with backoff,
   * LISTENs again, then `onReconnect` is told so the caller catches up on what it missed
   * (notifications sent meanwhile are lost). PGlite's connection is in the process: never lost.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (error: unknown) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `task` while holding the start-up advisory lock (the migrations' one) on PostgreSQL, so
   * instances starting together run it one after the other; PGlite has one process: it just runs.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /** The pool's connections (`pg.Pool` counts); null on PGlite. */
  poolStats(): PoolStats | null;
  /** PGlite only: the size of its WASM heap, which grows and is never given back (ADR 0060). */
  embeddedHeapBytes?: () => number;
  /** Where connection errors are reported (the app's logger once it exists; silent before). */
  useLogger(log: DatabaseLog): void;
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
    withStartupLock: (task) => task(),
    poolStats: () => null,
    // Not in PGlite's typed API: its Emscripten module's memory, 0 if that ever moves.
    embeddedHeapBytes: () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0,
    useLogger: () => {},
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The `pg_advisory_lock` key held while migrating (any fixed bigint of our own; "CMCN" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x434d434e;

/**
 * Runs `task` on one dedicated connection while holding a PostgreSQL advisory lock, so instances
 * starting together take turns (migrations, then the start-up seeding: the next finds nothing to do).
 */
async function holdingStartupLock<T>(connectionString: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  // A connection of its own, without the pool's query timeout: waiting for another instance's
  // migrations, or a long migration, is not a request that hangs.
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await task(client);
  } finally {
    // A session lock: if unlocking fails (broken connection), closing the connection releases it.
    const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    if (!unlocked) client.connection.stream.destroy();
    await client.end().catch(() => {});
  }
}

/** How long a request waits for a pool connection before failing (503) instead of hanging. */
export const CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long a query may wait for the database's answer: a database that stops answering without
 * closing its connections (frozen, a network cut) fails requests (503) instead of holding them.
 */
export const QUERY_TIMEOUT_MS = 10_000;

/**
 * Settings of the app's sessions. No JIT compilation: our statements are short reads whose plan
 * cost the planner can overestimate (a suspension check it cannot estimate priced the empty
 * search at 265,000), and compiling then takes 16 ms for a 5 ms query (ADR 0048).
 */
const APP_SESSION_OPTIONS = '-c jit=off';

const silentLog: DatabaseLog = { warn: () => {}, info: () => {}, debug: () => {} };

export type PostgresOptions = {
  /** Pool size (default 10). */
  max?: number;
  connectionTimeoutMillis?: number;
  queryTimeoutMillis?: number;
};

/**
 * A node-postgres pool. Every error it or one of its connections reports is handled (logged):
 * a lost database fails the queries under way and the next ones (503), never the process, and
 * the pool makes new connections once the database answers again.
 */
export function fromPostgres(
  connectionString: string,
  { max = 10, connectionTimeoutMillis = CONNECT_TIMEOUT_MS, queryTimeoutMillis = QUERY_TIMEOUT_MS }: PostgresOptions = {},
): Database {
  let log = silentLog;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis,
    query_timeout: queryTimeoutMillis,
    keepAlive: true,
    options: APP_SESSION_OPTIONS,
  });
  // An idle connection lost (server stopped, backend terminated): the pool drops it.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection lost (idle)'));
  // A connection in use has no listener of the pool's: its query fails, and this keeps the
  // 'error' event it also emits from ending the process.
  pool.on('connect', (client) => client.on('error', (error) => log.debug({ err: error }, 'database connection lost')));
  const listener = createSharedListener(connectionString, {
    log: { warn: (obj, message) => log.warn(obj, message), info: (obj, message) => log.info(obj, message) },
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    migrate: () => holdingStartupLock(connectionString, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder })),
    listen: (channel, onNotify, onError, onReconnect) => listener.listen(channel, { onNotify, onError, onReconnect }),
    withStartupLock: (task) => holdingStartupLock(connectionString, () => task()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    useLogger: (next) => {
      log = next;
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** PGlite's memory: its buffer cache and the memory of one sort or hash (`work_mem`). */
type PgliteMemory = { sharedBuffers: string; workMem: string };

/**
 * PGlite's start-up parameters (ADR 0060). Its WASM heap grows to the most PostgreSQL ever held
 * and is never given back: with PostgreSQL's defaults (shared_buffers 128MB, work_mem 4MB,
 * temp_buffers 8MB, maintenance_work_mem 64MB) every buffer a large search touched stayed in the
 * process for good. The files themselves stay in the OS page cache, outside the process.
 */
export const pgliteStartParams = ({ sharedBuffers, workMem }: PgliteMemory) => [
  ...PGlite.defaultStartParams,
  ...['-c', `shared_buffers=${sharedBuffers}`, '-c', `work_mem=${workMem}`],
  ...['-c', 'temp_buffers=2MB', '-c', 'maintenance_work_mem=16MB'],
];

/** PostgreSQL when a URL is given, otherwise PGlite persisted in `<dataDir>/db`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; pgliteMemory?: PgliteMemory }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  assertWritableDataDir(options.dataDir);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: embeddedDatabaseDir(options.dataDir),
      extensions: pgliteExtensions(),
      startParams: pgliteStartParams(options.pgliteMemory ?? PGLITE_MEMORY_DEFAULTS),
    });
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
