/**
 * The running server answers backup requests on a Unix socket in DATA_DIR, `backup.sock`
 * (mode 0600): `npm run backup` connects and receives the backup file's bytes. No HTTP route,
 * so nothing reachable through the network or a proxy; whoever may connect could read DATA_DIR
 * anyway (ADR 0034).
 */
import { createWriteStream } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_FILE_MODE } from './archive.ts';

export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, 'backup.sock');

/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

export type BackupSocket = { path: string; close(): Promise<void> };

/** Listens on `DATA_DIR/backup.sock`; each connection receives one backup written by `produce`. */
export async function serveBackups(
  dataDir: string,
  produce: (out: Writable) => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<BackupSocket> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`${socketPath} is longer than a Unix socket path may be (${MAX_SOCKET_PATH} bytes): choose a shorter DATA_DIR`);
  }
  // Left by a server that did not shut down: this process holds the data folder's lock now.
  await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    connection.on('error', () => {});
    produce(connection).catch((error: unknown) => {
      onError(error);
      connection.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // `close` waits for open connections: a backup being sent finishes first.
        void rm(socketPath, { force: true });
      }),
  };
}

/** The server holds the data folder but does not answer on its socket. */
export class BackupSocketError extends Error {
  override name = 'BackupSocketError';
}

/** Asks the server for a backup and writes it to `file`. */
export async function requestBackup(dataDir: string, file: string): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  const connection = net.connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    connection.once('connect', resolve);
    connection.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupSocketError(
          `The server holds the data folder but does not answer on ${socketPath} (${error.code ?? error.message}). Update and restart it, or stop it and run this again.`,
        ),
      ),
    );
  });
  await pipeline(connection, createWriteStream(file, { mode: BACKUP_FILE_MODE }));
}
