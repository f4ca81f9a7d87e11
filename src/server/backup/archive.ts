/**
 * One backup file: a gzipped tar of `manifest.json`, then the database's dump, then
 * `uploads/<key>` for each uploaded file when they live in DATA_DIR/uploads (ADR 0034).
 */
import { createReadStream } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack, type Pack } from 'tar-stream';
import { holdingRemovals } from '#server/adapters/storage/removal-hold';
import { assertValidKey } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/client';
import { appVersion, DATABASE_ENTRY, MANIFEST_ENTRY, migrationLevel, UPLOADS_PREFIX, ZBackupManifest, type BackupManifest } from './manifest.ts';

/** The database saved as one file, read once then disposed of. */
export type DatabaseDump = { size: number; read(): AsyncIterable<Buffer>; dispose(): Promise<void> };

export type BackupSource = {
  engine: BackupManifest['engine'];
  db: Db;
  dump(): Promise<DatabaseDump>;
  /** DATA_DIR/uploads, or null when the files live in an S3 bucket. */
  uploadsDir: string | null;
};

/** A backup holds password hashes and private messages: readable by its owner only. */
export const BACKUP_FILE_MODE = 0o600;

export type BackupSummary = { manifest: BackupManifest; databaseBytes: number; files: number; fileBytes: number };

const isKey = (key: string) => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The stored files' keys (a file being written, `*.partial`, is not one). */
async function uploadKeys(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await uploadKeys(root, key)));
    else if (entry.isFile() && isKey(key)) keys.push(key);
  }
  return keys;
}

/** Resolves once `entry` takes more (its `drain`); rejects if it is destroyed first. */
function drained(entry: ReturnType<Pack['entry']>, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      entry.off('drain', done).off('error', done).off('close', done);
      if (error) reject(error);
      else if (entry.destroyed) reject(new Error(`${name}: the archive was closed`));
      else resolve();
    };
    if (entry.destroyed) return done();
    entry.on('drain', done).on('error', done).on('close', done);
  });
}

/**
 * Adds a file of `size` bytes to the archive from a stream, at the pace the archive takes it
 * (backpressure): an upload is never held in memory whole. Exactly `size` bytes must come.
 */
async function addFile(archive: Pack, name: string, size: number, body: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  let settle: (error?: Error | null) => void = () => {};
  const added = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
  added.catch(() => {}); // awaited below; until then a failure surfaces through the archive's pipeline
  const entry = archive.entry({ name, size }, (error) => settle(error));
  // Destroying the archive destroys its current entry with the same error: ours to report, not uncaught.
  entry.on('error', (error) => settle(error));
  let written = 0;
  for await (const chunk of body) {
    written += chunk.length;
    if (written > size) throw new Error(`${name} grew while it was read`);
    if (!entry.write(chunk)) await drained(entry, name);
  }
  if (written !== size) throw new Error(`${name} shrank while it was read`);
  entry.end(null); // streamx's end(): null adds nothing
  await added;
}

/**
 * Writes a backup to `out` (gzip): the database first, then the files. A file the snapshot names
 * was written before its row committed, so it is on disk when the folder is read; removals wait
 * meanwhile (`holdingRemovals`), and a file is read through an open handle, which a removal
 * cannot cut short.
 */
export async function writeBackup(out: Writable, source: BackupSource): Promise<BackupSummary> {
  const archive = pack();
  const written = pipeline(archive, createGzip(), out);
  const run = async (): Promise<BackupSummary> => {
    const manifest: BackupManifest = {
      format: 'cm-connect-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      engine: source.engine,
      migrations: await migrationLevel(source.db),
      createdAt: new Date().toISOString(),
      database: DATABASE_ENTRY[source.engine],
      uploads: source.uploadsDir ? 'local' : 's3',
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addFile(archive, MANIFEST_ENTRY, manifestBytes.length, [manifestBytes]);
    const dump = await source.dump();
    try {
      await addFile(archive, manifest.database, dump.size, dump.read());
    } finally {
      await dump.dispose();
    }
    let files = 0;
    let fileBytes = 0;
    for (const key of source.uploadsDir ? await uploadKeys(source.uploadsDir) : []) {
      const handle = await open(path.join(source.uploadsDir!, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) continue;
      try {
        const { size } = await handle.stat();
        await addFile(archive, `${UPLOADS_PREFIX}${key}`, size, handle.createReadStream({ autoClose: false }));
        files += 1;
        fileBytes += size;
      } finally {
        await handle.close();
      }
    }
    archive.finalize();
    await written;
    return { manifest, databaseBytes: dump.size, files, fileBytes };
  };
  try {
    return source.uploadsDir ? await holdingRemovals(source.uploadsDir, run) : await run();
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

/**
 * What to do with a backup's entries. A body is read to its end or not at all (left unread, it is
 * skipped); leaving it half-way stops the reading.
 */
export type BackupReader = {
  /** Called first; throwing stops the reading (wrong engine, newer migrations…). */
  manifest?(manifest: BackupManifest): Promise<void>;
  database?(body: AsyncIterable<Buffer>, size: number): Promise<void>;
  upload?(key: string, body: AsyncIterable<Buffer>, size: number): Promise<void>;
};

export class NotABackupError extends Error {
  constructor(reason: string) {
    super(`This file is not a whole CM Connect backup (${reason}).`);
    this.name = 'NotABackupError';
  }
}

/** What gzip and the tar reader say of a file that is not a whole archive. */
const DAMAGED = /incorrect header check|unexpected end of file|invalid tar header|unexpected end of data/i;

/** Reads a backup through, entry by entry; resolves with its manifest and file count once the whole archive checked out. */
export async function readBackup(input: Readable, reader: BackupReader = {}): Promise<{ manifest: BackupManifest; files: number }> {
  const entries = extract();
  const decompressed = pipeline(input, createGunzip(), entries);
  decompressed.catch(() => {});
  const seen: { manifest: BackupManifest | null; database: boolean; files: number } = { manifest: null, database: false, files: 0 };
  try {
    for await (const entry of entries) {
      const { name, size, type } = entry.header;
      const body = entry as AsyncIterable<unknown> as AsyncIterable<Buffer>; // no encoding set: Buffers
      const manifest = seen.manifest;
      if (type !== 'file') {
        throw new NotABackupError(`unexpected entry ${name} (${type ?? 'unknown type'})`);
      } else if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw new NotABackupError(`it starts with ${name}, not ${MANIFEST_ENTRY}`);
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        const parsed = ZBackupManifest.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        if (!parsed.success) throw new NotABackupError('unknown manifest');
        seen.manifest = parsed.data;
        await reader.manifest?.(parsed.data);
      } else if (name === manifest.database && !seen.database) {
        seen.database = true;
        await reader.database?.(body, size);
      } else if (name.startsWith(UPLOADS_PREFIX) && isKey(name.slice(UPLOADS_PREFIX.length))) {
        seen.files += 1;
        await reader.upload?.(name.slice(UPLOADS_PREFIX.length), body, size);
      } else {
        throw new NotABackupError(`unexpected entry ${name}`);
      }
      // What the reader left unread is skipped, so the next entry comes.
      entry.resume();
    }
    // The end of the archive, gzip's checksum and length included.
    await decompressed;
  } catch (error) {
    if (error instanceof Error && !(error instanceof NotABackupError) && DAMAGED.test(error.message)) {
      throw new NotABackupError(`damaged or cut short: ${error.message}`);
    }
    throw error;
  }
  if (!seen.manifest) throw new NotABackupError('empty archive');
  if (!seen.database) throw new NotABackupError('no database in it');
  return { manifest: seen.manifest, files: seen.files };
}

/** Reads a backup file through (every entry, the gzip checksum): the check after writing one. */
export function verifyBackupFile(file: string) {
  return readBackup(createReadStream(file));
}

/**
 * How every backup file comes to exist: written beside `file` by `write`, read back through, then
 * renamed. A file with the final name is whole; a failed one leaves nothing behind.
 */
export async function writeVerifiedBackup(file: string, write: (partial: string) => Promise<unknown>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    const summary = await verifyBackupFile(partial);
    await rename(partial, file);
    return summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
