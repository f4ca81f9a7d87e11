import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestDatabase, createTestDatabaseIn } from '#server/testing/database';
import { verifyBackupFile } from './archive.ts';
import { createBackup, NoDatabaseError } from './commands.ts';
import { automaticBackups, scheduleBackups } from './schedule.ts';
import { automaticBackupsDir, startServerBackups } from './server.ts';
import { backupSocketPath, serveBackups } from './socket.ts';

// What the server starts for backups is watched (it still runs: the real functions answer).
vi.mock(import('./schedule.ts'), async (importOriginal) => {
  const schedule = await importOriginal();
  return { ...schedule, scheduleBackups: vi.fn(schedule.scheduleBackups) };
});
vi.mock(import('./socket.ts'), async (importOriginal) => {
  const socket = await importOriginal();
  return { ...socket, serveBackups: vi.fn(socket.serveBackups) };
});

/** Fastify's logger when logging is off: a no-op. */
const log = Fastify().log;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function setup(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-srvbk-'));
  return { dataDir, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }) };
}

describe.skipIf(onPostgres)('the server and the embedded database', () => {
  it('answers npm run backup on DATA_DIR/backup.sock, readable by its own user only, and removes it on stop', async () => {
    const { dataDir, config } = setup({ BACKUP_INTERVAL_HOURS: '0' });
    const database = await createTestDatabaseIn(dataDir);
    try {
      const backups = await startServerBackups(config, database, log);
      expect(statSync(backupSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      const result = await createBackup(config, path.join(dataDir, 'by-socket.tar.gz'));
      expect(result.via).toBe('server');
      expect(statSync(result.file).mode & 0o777).toBe(0o600);
      await backups.stop();
      expect(existsSync(backupSocketPath(dataDir))).toBe(false);
      // No automatic backup with BACKUP_INTERVAL_HOURS=0.
      expect(existsSync(automaticBackupsDir(config))).toBe(false);
    } finally {
      await database.close();
    }
    // No server holds the folder now: the command opens it itself.
    const direct = await createBackup(config, path.join(dataDir, 'direct.tar.gz'));
    expect(direct.via).toBe('data-folder');
    expect(statSync(direct.file).mode & 0o777).toBe(0o600);
    expect((await verifyBackupFile(direct.file)).manifest.engine).toBe('pglite');
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('writes the automatic backup into DATA_DIR/backups when none is a day old', async () => {
    const { dataDir, config } = setup({ BACKUP_RETENTION: '3' });
    const database = await createTestDatabaseIn(dataDir);
    try {
      const backups = await startServerBackups(config, database, log, { startDelayMs: 10 });
      await vi.waitFor(async () => expect(await automaticBackups(automaticBackupsDir(config))).toHaveLength(1), { timeout: 20_000, interval: 50 });
      await backups.stop();
      const [made] = await automaticBackups(automaticBackupsDir(config));
      const file = path.join(automaticBackupsDir(config), made!.name);
      expect((await verifyBackupFile(file)).manifest.engine).toBe('pglite');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(automaticBackupsDir(config)).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says there is nothing to back up in a DATA_DIR without a database', async () => {
    const { dataDir, config } = setup();
    await expect(createBackup(config, path.join(dataDir, 'x.tar.gz'))).rejects.toThrow(NoDatabaseError);
    expect(existsSync(path.join(dataDir, 'x.tar.gz.partial'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe.skipIf(!onPostgres)('the server on PostgreSQL', () => {
  it('opens no socket and plans no automatic backup (npm run backup runs pg_dump itself)', async () => {
    const { dataDir, config } = setup();
    const database = await createTestDatabase();
    try {
      const backups = await startServerBackups(config, database, log, { startDelayMs: 1 });
      // Both start within startServerBackups, or never: nothing is left to wait for.
      expect(vi.mocked(serveBackups).mock.calls.filter(([dir]) => dir === config.dataDir)).toEqual([]);
      expect(vi.mocked(scheduleBackups).mock.calls.filter(([options]) => options.dir === automaticBackupsDir(config))).toEqual([]);
      await backups.stop();
      expect(existsSync(backupSocketPath(dataDir))).toBe(false);
      expect(existsSync(automaticBackupsDir(config))).toBe(false);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
