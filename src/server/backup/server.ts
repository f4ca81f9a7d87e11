import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { localUploadsDir, usesLocalStorage } from '#server/adapters/storage/index';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { pgliteSource } from './sources.ts';
import { BACKUP_FILE_MODE, writeBackup, writeVerifiedBackup } from './archive.ts';
import { scheduleBackups, type ScheduleOptions } from './schedule.ts';
import { serveBackups } from './socket.ts';

export const automaticBackupsDir = (config: Pick<Config, 'dataDir'>) => path.resolve(config.dataDir, 'backups');

/**
 * What the server does for backups of the embedded database (nothing on PostgreSQL: `npm run
 * backup` runs pg_dump itself): answer `npm run backup` on DATA_DIR/backup.sock, and write the
 * automatic backups into DATA_DIR/backups. Both run in this process, between requests.
 */
export async function startServerBackups(
  config: Pick<Config, 'dataDir' | 's3' | 'backup'>,
  database: Database,
  log: FastifyBaseLogger,
  schedule: Partial<Pick<ScheduleOptions, 'startDelayMs' | 'retryMs' | 'now'>> = {},
): Promise<{ stop(): Promise<void> }> {
  if (database.kind !== 'pglite') return { stop: async () => {} };
  const source = pgliteSource(database, usesLocalStorage(config) ? localUploadsDir(config) : null);
  const socket = await serveBackups(
    config.dataDir,
    async (out) => {
      const summary = await writeBackup(out, source);
      log.info({ files: summary.files, databaseBytes: summary.databaseBytes }, 'backup sent to npm run backup');
    },
    (error) => log.error({ err: error }, 'backup for npm run backup failed'),
  ).catch((error: unknown) => {
    // The server runs without it: `npm run backup` then says it cannot reach the server.
    log.warn({ err: error }, 'npm run backup cannot reach this server');
    return null;
  });
  const automatic =
    config.backup.intervalHours > 0
      ? scheduleBackups({
          dir: automaticBackupsDir(config),
          intervalMs: config.backup.intervalHours * 3_600_000,
          retention: config.backup.retention,
          write: async (file) => {
            await writeVerifiedBackup(file, (partial) => writeBackup(createWriteStream(partial, { mode: BACKUP_FILE_MODE }), source));
          },
          onDone: (file, ms) => log.info({ file, ms }, 'automatic backup written'),
          onError: (error) => log.error({ err: error }, 'automatic backup failed'),
          ...schedule,
        })
      : null;
  return {
    async stop() {
      await automatic?.stop();
      await socket?.close();
    },
  };
}
