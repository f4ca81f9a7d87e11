import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '#server/db/client';
import { assertWritableDataDir, embeddedDatabaseDir } from '#server/db/data-dir';
import { lockDataDir } from '#server/db/data-dir-lock';
import { readBackup } from './archive.ts';
import { journal, type BackupManifest } from './manifest.ts';
import { pgTool, runPgTool } from './pg-tools.ts';

export type RestoreTarget = { uploadsDir: string | null } & (
  { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; databaseUrl: string; pgBinDir?: string }
);

/** A restore that would mix the backup with data already there, or cannot fit this installation. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Tables, views or sequences outside PostgreSQL's own schemas. */
async function postgresRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Refuses unless the target holds nothing yet: a restore never merges into existing data. */
async function assertEmptyTarget(target: RestoreTarget): Promise<void> {
  if (target.engine === 'pglite') {
    const dbDir = path.resolve(target.dataDir, 'db');
    if (!(await isEmptyFolder(dbDir))) {
      throw new RestoreRefusedError(
        `${dbDir} already holds a database. Restore into an empty data folder: stop the server, move DATA_DIR aside (or point DATA_DIR at a new folder), then run this again.`,
      );
    }
  } else {
    const relations = await postgresRelations(target.databaseUrl);
    if (relations > 0) {
      throw new RestoreRefusedError(
        `The database at DATABASE_URL is not empty (${relations} tables, views or sequences). Restore into an empty database: create a new one (createdb) and point DATABASE_URL at it, then run this again.`,
      );
    }
  }
  if (target.uploadsDir && !(await isEmptyFolder(target.uploadsDir))) {
    throw new RestoreRefusedError(
      `${target.uploadsDir} already holds files. Restore into an empty uploads folder: move it aside, then run this again.`,
    );
  }
}

function checkManifest(manifest: BackupManifest, target: RestoreTarget): void {
  if (manifest.engine !== target.engine) {
    const names = { pglite: 'the embedded database (no DATABASE_URL)', postgres: 'PostgreSQL (DATABASE_URL)' };
    throw new RestoreRefusedError(
      `This backup is of ${names[manifest.engine]}, but this installation uses ${names[target.engine]}: restore it with the same kind of database.`,
    );
  }
  const known = journal().length;
  if (manifest.migrations.applied > known) {
    throw new RestoreRefusedError(
      `This backup comes from a newer version of CM Connect (${manifest.migrations.applied} migrations applied, this version knows ${known}): update the application first.`,
    );
  }
  if (manifest.uploads === 'local' && !target.uploadsDir) {
    throw new RestoreRefusedError(
      'This backup holds the uploaded files, but S3_BUCKET is set: restore without S3_BUCKET (files go to DATA_DIR/uploads), then copy DATA_DIR/uploads into the bucket.',
    );
  }
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function restorePglite(dataDir: string, tarball: Buffer): Promise<void> {
  const client = await PGlite.create({
    dataDir: embeddedDatabaseDir(dataDir),
    loadDataDir: new Blob([new Uint8Array(tarball)]),
    extensions: pgliteExtensions(),
  });
  try {
    await client.query('SELECT 1');
  } finally {
    await client.close();
  }
}

async function restorePostgres(target: { databaseUrl: string; pgBinDir?: string }, body: AsyncIterable<Buffer>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cm-restore-'));
  try {
    const file = path.join(dir, 'postgres.dump');
    await pipeline(Readable.from(body), createWriteStream(file));
    // Owners and grants are the saved server's: the restoring role owns everything instead.
    await runPgTool(
      pgTool('pg_restore', target.pgBinDir),
      ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
      target.databaseUrl,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Restores a backup file into an empty target (refused otherwise, before anything is written):
 * the database (PGlite's data folder, or `pg_restore` into DATABASE_URL's database), then the
 * uploaded files into DATA_DIR/uploads. The embedded data folder is locked meanwhile, so a
 * server cannot start on it half-restored.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<{ manifest: BackupManifest; files: number }> {
  await assertEmptyTarget(target);
  let release = () => {};
  if (target.engine === 'pglite') {
    assertWritableDataDir(target.dataDir);
    release = lockDataDir(target.dataDir);
  }
  let written = false;
  try {
    return await readBackup(createReadStream(file), {
      manifest: async (manifest) => checkManifest(manifest, target),
      database: async (body) => {
        if (target.engine === 'pglite') {
          const tarball = await collect(body);
          written = true;
          await restorePglite(target.dataDir, tarball);
        } else {
          // One transaction: a failure leaves the database empty.
          await restorePostgres(target, body);
          written = true;
        }
      },
      upload: async (key, body) => {
        written = true;
        const destination = path.join(target.uploadsDir!, key);
        await mkdir(path.dirname(destination), { recursive: true });
        await pipeline(Readable.from(body), createWriteStream(destination, { flags: 'wx' }));
      },
    });
  } catch (error) {
    if (!written) throw error;
    const what = target.engine === 'pglite' ? `${path.resolve(target.dataDir, 'db')}` : 'the database (drop and create it again)';
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nThe restore stopped half-way: empty ${what}${target.uploadsDir ? ` and ${target.uploadsDir}` : ''} before trying again.`,
      { cause: error },
    );
  } finally {
    release();
  }
}
