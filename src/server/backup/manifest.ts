import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsFolder, type Db } from '#server/db/client';

/** The database's entry in the archive, by engine. */
export const DATABASE_ENTRY = { pglite: 'database/pglite-data.tar', postgres: 'database/postgres.dump' } as const;
export const MANIFEST_ENTRY = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';

export const ZBackupManifest = z.object({
  format: z.literal('cm-connect-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** Migrations applied to the database when it was saved: how many, and the last one's tag. */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
  createdAt: z.iso.datetime(),
  database: z.string(),
  /** `local`: the archive holds `uploads/`; `s3`: the files stayed in the bucket. */
  uploads: z.enum(['local', 's3']),
});
export type BackupManifest = z.infer<typeof ZBackupManifest>;

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/** The committed migrations, in order. */
export function journal(): Journal['entries'] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as Journal).entries;
}

export function appVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `db.execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How far the database is migrated (drizzle's own table; none yet on a database never migrated). */
export async function migrationLevel(db: Db): Promise<BackupManifest['migrations']> {
  const exists = await rowsOf<{ present: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists[0]?.present) return { applied: 0, latest: null };
  const [row] = await rowsOf<{ applied: number; last: string | null }>(
    db,
    sql`SELECT count(*)::int AS applied, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const latest = journal().find((entry) => String(entry.when) === row?.last)?.tag ?? null;
  return { applied: row?.applied ?? 0, latest };
}
