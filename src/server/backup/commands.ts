import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { localUploadsDir, usesLocalStorage } from '#server/adapters/storage/index';
import type { Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { embeddedDatabaseDir } from '#server/db/data-dir';
import { DataDirInUseError } from '#server/db/data-dir-lock';
import { BACKUP_FILE_MODE, NotABackupError, writeBackup, writeVerifiedBackup } from './archive.ts';
import type { BackupManifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { backupFileName } from './schedule.ts';
import { requestBackup } from './socket.ts';
import { pgliteSource, postgresSource } from './sources.ts';

/** Nothing to back up: the embedded database was never created in DATA_DIR. */
export class NoDatabaseError extends Error {
  override name = 'NoDatabaseError';
}

export type BackupResult = {
  file: string;
  bytes: number;
  ms: number;
  files: number;
  manifest: BackupManifest;
  /** How the database was read: through the running server, by opening the data folder, or with pg_dump. */
  via: 'server' | 'data-folder' | 'pg_dump';
};

async function withDatabase<T>(database: Database, task: (database: Database) => Promise<T>): Promise<T> {
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}

/**
 * `npm run backup`: one file holding the database and DATA_DIR/uploads. PostgreSQL: pg_dump.
 * Embedded: through the running server when it holds the data folder, else by opening it.
 */
export async function createBackup(config: Config, target?: string): Promise<BackupResult> {
  const file = path.resolve(target ?? path.join(process.env.INIT_CWD ?? process.cwd(), backupFileName(new Date())));
  const uploadsDir = usesLocalStorage(config) ? localUploadsDir(config) : null;
  const started = performance.now();
  let via: BackupResult['via'] = 'data-folder';
  const write = async (partial: string) => {
    if (config.databaseUrl) {
      const url = config.databaseUrl;
      via = 'pg_dump';
      await withDatabase(await openDatabase({ databaseUrl: url, dataDir: config.dataDir }), (database) =>
        writeBackup(createWriteStream(partial, { mode: BACKUP_FILE_MODE }), postgresSource(database, url, uploadsDir, config.backup.pgBinDir)),
      );
      return;
    }
    const dbDir = embeddedDatabaseDir(config.dataDir);
    if (!existsSync(dbDir) || readdirSync(dbDir).length === 0) {
      throw new NoDatabaseError(`There is no database in ${dbDir} to back up (check DATA_DIR).`);
    }
    const database = await openDatabase({ dataDir: config.dataDir }).catch((error: unknown) => {
      if (error instanceof DataDirInUseError) return null;
      throw error;
    });
    if (database) {
      await withDatabase(database, (opened) => writeBackup(createWriteStream(partial, { mode: BACKUP_FILE_MODE }), pgliteSource(opened, uploadsDir)));
    } else {
      via = 'server';
      await requestBackup(config.dataDir, partial);
    }
  };
  const { manifest, files } = await writeVerifiedBackup(file, write).catch((error: unknown) => {
    if (via === 'server' && error instanceof NotABackupError) {
      throw new NotABackupError(`the server stopped sending it before the end; its log says why: ${error.message}`);
    }
    throw error;
  });
  return { file, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started), files, manifest, via };
}

/** `npm run restore FILE`: into the configured database and DATA_DIR/uploads, both empty. */
export function restoreFromBackup(config: Config, file: string) {
  const uploadsDir = usesLocalStorage(config) ? localUploadsDir(config) : null;
  return restoreBackup(
    path.resolve(file),
    config.databaseUrl
      ? { engine: 'postgres', databaseUrl: config.databaseUrl, pgBinDir: config.backup.pgBinDir, uploadsDir }
      : { engine: 'pglite', dataDir: config.dataDir, uploadsDir },
  );
}
