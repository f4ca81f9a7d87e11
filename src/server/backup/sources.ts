import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client';
import type { BackupSource, DatabaseDump } from './archive.ts';
import { pgTool, runPgTool } from './pg-tools.ts';

/** PGlite: its data folder as a tarball, taken between two queries (PGlite's lock): the server keeps running. */
export function pgliteSource(database: Database, uploadsDir: string | null): BackupSource {
  const dumpDataDir = database.dumpDataDir;
  if (!dumpDataDir) throw new Error('pgliteSource needs the embedded database');
  return {
    engine: 'pglite',
    db: database.db,
    uploadsDir,
    async dump(): Promise<DatabaseDump> {
      const bytes = Buffer.from(await (await dumpDataDir()).arrayBuffer());
      return {
        size: bytes.length,
        read: async function* () {
          yield bytes;
        },
        dispose: async () => {},
      };
    },
  };
}

/** PostgreSQL: `pg_dump --format=custom` (one consistent snapshot) into a temporary file. */
export function postgresSource(database: Database, databaseUrl: string, uploadsDir: string | null, pgBinDir?: string): BackupSource {
  return {
    engine: 'postgres',
    db: database.db,
    uploadsDir,
    async dump(): Promise<DatabaseDump> {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'cm-backup-'));
      const file = path.join(dir, 'postgres.dump');
      try {
        await runPgTool(pgTool('pg_dump', pgBinDir), ['--format=custom', '--file', file], databaseUrl);
        const { size } = await stat(file);
        return { size, read: () => createReadStream(file), dispose: () => rm(dir, { recursive: true, force: true }) };
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
    },
  };
}
