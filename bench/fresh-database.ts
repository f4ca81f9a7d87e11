import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fromPostgres, openDatabase, type Database } from '#server/db/client';

/**
 * An empty database for a benchmark: with DATABASE_URL, the database `name` created (and dropped
 * afterwards, unless BENCH_KEEP) on that PostgreSQL server — the one in the URL is only used to
 * connect; otherwise PGlite in a temporary folder. `randomPageCost` ('default' keeps the
 * server's) is the planner's cost of a random page read (ADR 0009 asks 1.1 of production).
 */
export async function openFreshDatabase(
  name: string,
  randomPageCost: string,
): Promise<{ database: Database; label: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('the benchmark database name must be a plain identifier');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    if (randomPageCost !== 'default') await admin.query(`ALTER DATABASE ${name} SET random_page_cost = ${Number(randomPageCost)}`);
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    await admin.end();
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    return {
      // Loading 100,000 members runs statements of minutes on a busy machine: not the app's 10 s guard.
      database: fromPostgres(benchUrl.toString(), { queryTimeoutMillis: 30 * 60_000 }),
      label: `PostgreSQL ${version} (database ${name})`,
      cleanup: async () => {
        if (process.env.BENCH_KEEP) return;
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-'));
  const database = await openDatabase({ dataDir });
  // PGlite has one session: a session setting applies to every query.
  if (randomPageCost !== 'default') await database.db.execute(sql.raw(`SET random_page_cost = ${Number(randomPageCost)}`));
  return { database, label: `PGlite (${dataDir})`, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
