import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#server/adapters/storage/local';
import type { Db } from '#server/db/client';
import { NotABackupError, readBackup, writeBackup, type BackupSource } from './archive.ts';
import { fileHeader } from './tar.ts';

/** A database that was never migrated: the manifest then says 0 migrations. */
const bareDb = { execute: async () => ({ rows: [{ present: false }] }) } as unknown as Db;

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cm-archive-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function source(uploadsDir: string | null, dump: () => Promise<void> = async () => {}): BackupSource {
  return {
    engine: 'pglite',
    db: bareDb,
    uploadsDir,
    async dump() {
      await dump();
      const bytes = Buffer.from('the database');
      return { size: bytes.length, read: () => Readable.from([bytes]), dispose: async () => {} };
    },
  };
}

/** Writes a backup into memory. */
async function backupOf(from: BackupSource): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(out, from);
  return Buffer.concat(chunks);
}

async function contents(bytes: Buffer) {
  const files: Record<string, string> = {};
  let database = '';
  const { manifest } = await readBackup(Readable.from([bytes]), {
    database: async (body) => {
      for await (const chunk of body) database += chunk.toString();
    },
    upload: async (key, body) => {
      files[key] = '';
      for await (const chunk of body) files[key] += chunk.toString();
    },
  });
  return { manifest, database, files };
}

describe('a backup file', () => {
  it('holds the manifest, the database, then every stored file (not the ones being written)', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/a-256.webp', Buffer.from('photo'), 'image/webp');
    await storage.put('blog/b.webp', Buffer.from('cover'), 'image/webp');
    writeFileSync(path.join(root, 'avatars', 'c-256.webp.123.partial'), 'half');
    const { manifest, database, files } = await contents(await backupOf(source(root)));
    expect(manifest).toMatchObject({ engine: 'pglite', uploads: 'local', migrations: { applied: 0, latest: null }, database: 'database/pglite-data.tar' });
    expect(database).toBe('the database');
    expect(files).toEqual({ 'avatars/a-256.webp': 'photo', 'blog/b.webp': 'cover' });
  });

  it('keeps a photo removed while the database is being saved: the removal waits for the backup', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/old-256.webp', Buffer.from('old photo'), 'image/webp');
    let removal: Promise<void> | null = null;
    const bytes = await backupOf(
      source(root, async () => {
        // A `files.remove` job runs just after the snapshot that still names the photo.
        removal = storage.remove('avatars/old-256.webp');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    );
    expect((await contents(bytes)).files).toEqual({ 'avatars/old-256.webp': 'old photo' });
    await removal;
    expect(existsSync(path.join(root, 'avatars', 'old-256.webp'))).toBe(false);
  });

  it('says the files stayed in the bucket when they live in S3', async () => {
    const { manifest, files } = await contents(await backupOf(source(null)));
    expect(manifest.uploads).toBe('s3');
    expect(files).toEqual({});
  });

  it('is refused when it does not start with a manifest or has no database', async () => {
    const tar = (name: string, body: string) =>
      gzipSync(Buffer.concat([fileHeader(name, body.length), Buffer.from(body), Buffer.alloc(512 - body.length), Buffer.alloc(1024)]));
    await expect(readBackup(Readable.from([tar('notes.txt', 'hello')]))).rejects.toThrow(NotABackupError);
    const manifest = JSON.stringify({
      format: 'cm-connect-backup',
      formatVersion: 1,
      appVersion: '0.1.0',
      engine: 'pglite',
      migrations: { applied: 1, latest: '0000_init' },
      createdAt: new Date().toISOString(),
      database: 'database/pglite-data.tar',
      uploads: 'local',
    });
    await expect(readBackup(Readable.from([tar('manifest.json', manifest)]))).rejects.toThrow(/no database in it/);
  });
});
