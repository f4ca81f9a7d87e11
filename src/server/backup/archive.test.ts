import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLocalStorage } from '#server/adapters/storage/local';
import type { Db } from '#server/db/client';
import { NotABackupError, readBackup, writeBackup, writeVerifiedBackup, type BackupSource } from './archive.ts';

// Removals are watched where they reach the disk.
vi.mock(import('node:fs/promises'), async (importOriginal) => {
  const fs = await importOriginal();
  return { ...fs, rm: vi.fn(fs.rm) };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cm-archive-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database never migrated: `migrationLevel` finds no drizzle table. */
const unmigrated = { execute: async () => ({ rows: [{ present: false }] }) } as unknown as Db;

function source(database: Buffer, uploadsDir: string | null, size = database.length): BackupSource {
  return {
    engine: 'postgres',
    db: unmigrated,
    uploadsDir,
    dump: async () => ({
      size,
      read: async function* () {
        yield database;
      },
      dispose: async () => {},
    }),
  };
}

async function backupBytes(from: BackupSource): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(out, from);
  return Buffer.concat(chunks);
}

/** Every entry's name and text, read back through `readBackup`, the input cut in `chunkSize` pieces. */
async function readBack(bytes: Buffer, chunkSize = 100_000) {
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) => bytes.subarray(i * chunkSize, (i + 1) * chunkSize));
  const text = async (body: AsyncIterable<Buffer>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    return Buffer.concat(chunks).toString();
  };
  const found: [string, string][] = [];
  const result = await readBackup(Readable.from(pieces), {
    database: async (body) => void found.push(['database', await text(body)]),
    upload: async (key, body) => void found.push([key, await text(body)]),
  });
  return { ...result, found };
}

/** A gzipped tar of the given entries, written by tar-stream (to build archives we would not write). */
async function archiveOf(entries: { name: string; body?: string; type?: 'file' | 'symlink'; linkname?: string }[]): Promise<Buffer> {
  const tar = pack();
  for (const { name, body = '', type = 'file', linkname } of entries) {
    if (type === 'file') tar.entry({ name }, body);
    else tar.entry({ name, type, linkname }).end(null);
  }
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

const manifest = JSON.stringify({
  format: 'cm-connect-backup',
  formatVersion: 1,
  appVersion: '0.1.0',
  engine: 'postgres',
  migrations: { applied: 0, latest: null },
  createdAt: new Date(0).toISOString(),
  database: 'database/postgres.dump',
  uploads: 'local',
});

// Over 100 bytes: ustar splits it into prefix and name.
const longKey = `avatars/${'a'.repeat(90)}/${'b'.repeat(90)}.webp`;

function uploads() {
  const root = path.join(dir, 'uploads');
  mkdirSync(path.join(root, path.dirname(longKey)), { recursive: true });
  writeFileSync(path.join(root, longKey), 'long');
  mkdirSync(path.join(root, 'avatars'), { recursive: true });
  writeFileSync(path.join(root, 'avatars', 'b-256.webp'), 'x'.repeat(70_000));
  writeFileSync(path.join(root, 'avatars', 'c-256.webp.partial'), 'half-written');
  writeFileSync(path.join(root, 'avatars', 'empty.webp'), '');
  return root;
}

describe('backup archive', () => {
  it('reads back what it wrote: manifest, database, then the uploads (half-written ones skipped), whatever the chunk sizes', async () => {
    const bytes = await backupBytes(source(Buffer.from('dump'.repeat(1000)), uploads()));
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    for (const size of [1000, 100_000]) {
      const { manifest: read, files, found } = await readBack(bytes, size);
      expect(read).toMatchObject({ format: 'cm-connect-backup', engine: 'postgres', uploads: 'local', database: 'database/postgres.dump' });
      expect(files).toBe(3);
      expect(found).toEqual([
        ['database', 'dump'.repeat(1000)],
        [`avatars/${'a'.repeat(90)}/${'b'.repeat(90)}.webp`, 'long'],
        ['avatars/b-256.webp', 'x'.repeat(70_000)],
        ['avatars/empty.webp', ''],
      ]);
    }
  });

  it('streams: a big file goes out at the pace the output takes it, never held whole', async () => {
    const chunk = randomBytes(64 * 1024); // incompressible: gzip's output keeps pace with its input
    const count = 128; // 8 MiB
    let read = 0;
    let written = 0;
    let ahead = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(data: Buffer, _encoding, done) {
        written += data.length;
        setImmediate(done);
      },
    });
    const big: BackupSource = {
      ...source(Buffer.alloc(0), null, chunk.length * count),
      dump: async () => ({
        size: chunk.length * count,
        read: async function* () {
          for (let i = 0; i < count; i++) {
            ahead = Math.max(ahead, read - written);
            read += chunk.length;
            yield chunk;
          }
        },
        dispose: async () => {},
      }),
    };
    await writeBackup(slow, big);
    expect(written).toBeGreaterThan(chunk.length * count);
    expect(ahead).toBeLessThan(2 * 1024 * 1024);
  });

  it('skips the bodies a reader leaves unread', async () => {
    const bytes = await backupBytes(source(Buffer.from('dump'), uploads()));
    expect(await readBackup(Readable.from([bytes]))).toMatchObject({ files: 3, manifest: { engine: 'postgres' } });
  });

  it('holds no files when they live in S3', async () => {
    const { files, found } = await readBack(await backupBytes(source(Buffer.from('dump'), null)));
    expect(files).toBe(0);
    expect(found).toEqual([['database', 'dump']]);
  });

  it.skipIf(spawnSync('tar', ['--version']).status !== 0)('writes files the system tar lists and extracts', async () => {
    writeFileSync(path.join(dir, 'b.tar.gz'), await backupBytes(source(Buffer.from('dump'), uploads())));
    const listed = execFileSync('tar', ['-tzf', 'b.tar.gz'], { cwd: dir, encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual([
      'manifest.json',
      'database/postgres.dump',
      `uploads/${longKey}`,
      'uploads/avatars/b-256.webp',
      'uploads/avatars/empty.webp',
    ]);
    const into = path.join(dir, 'extracted');
    mkdirSync(into);
    execFileSync('tar', ['-xzf', '../b.tar.gz'], { cwd: into });
    expect(readFileSync(path.join(into, 'uploads', longKey), 'utf8')).toBe('long');
    expect(JSON.parse(readFileSync(path.join(into, 'manifest.json'), 'utf8'))).toMatchObject({ engine: 'postgres' });
  });

  it('fails, and ends the output with an error, when the database is not the size it said', async () => {
    for (const size of [3, 10]) {
      const out = new PassThrough();
      out.resume();
      await expect(writeBackup(out, source(Buffer.from('dumped'), null, size))).rejects.toThrow(size < 6 ? /grew/ : /shrank/);
      expect(out.destroyed).toBe(true);
    }
  });

  it('refuses a file that is not gzip, cut short, or whose tar is damaged', async () => {
    const bytes = await backupBytes(source(Buffer.from('dump'.repeat(10_000)), uploads()));
    await expect(readBack(Buffer.from('hello'))).rejects.toThrow(NotABackupError);
    await expect(readBack(bytes.subarray(0, bytes.length - 100))).rejects.toThrow(NotABackupError);
    const tar = gunzipSync(bytes);
    // Cut inside the database entry, though gzip itself is whole.
    await expect(readBack(gzipSync(tar.subarray(0, 2048)))).rejects.toThrow(NotABackupError);
    const damaged = Buffer.from(tar);
    damaged[0] = 'X'.charCodeAt(0);
    await expect(readBack(gzipSync(damaged))).rejects.toThrow(/not a whole CM Connect backup \(damaged/);
  });

  it('refuses entries outside uploads/ (path traversal), links, and archives missing the manifest or the database', async () => {
    const base = [
      { name: 'manifest.json', body: manifest },
      { name: 'database/postgres.dump', body: 'dump' },
    ];
    for (const name of ['uploads/../../evil.webp', '../evil.webp', '/etc/evil.webp', 'uploads/avatars/../../evil.webp', 'elsewhere.txt']) {
      await expect(readBack(await archiveOf([...base, { name, body: 'x' }]))).rejects.toThrow(`unexpected entry ${name}`);
    }
    await expect(readBack(await archiveOf([...base, { name: 'uploads/avatars/a.webp', type: 'symlink', linkname: '/etc/passwd' }]))).rejects.toThrow(
      /unexpected entry uploads\/avatars\/a\.webp \(symlink\)/,
    );
    await expect(readBack(await archiveOf([base[1]!, base[0]!]))).rejects.toThrow(/starts with database\/postgres\.dump/);
    await expect(readBack(await archiveOf([base[0]!]))).rejects.toThrow(/no database in it/);
    await expect(readBack(await archiveOf([]))).rejects.toThrow(/empty archive/);
    expect((await readBack(await archiveOf(base))).found).toEqual([['database', 'dump']]);
  });
});

describe('a backup taken while a photo is removed', () => {
  it('keeps the photo: its removal waits for the backup to be written', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('avatars/old-256.webp', Buffer.from('old photo'), 'image/webp');
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'cm-archive-other-'));
    onTestFinished(() => rmSync(otherDir, { recursive: true, force: true }));
    const elsewhere = createLocalStorage(otherDir);
    await elsewhere.put('other.webp', Buffer.from('other photo'), 'image/webp');
    const base = source(Buffer.from('the database'), dir);
    let removal: Promise<void> | null = null;
    const bytes = await backupBytes({
      ...base,
      dump: async () => {
        // A `files.remove` job runs just after the snapshot that still names the photo.
        removal = storage.remove('avatars/old-256.webp');
        // A removal asked after it, where no backup holds, reaches the disk: that one waits.
        await elsewhere.remove('other.webp');
        expect(vi.mocked(rm).mock.calls.map(([file]) => file)).not.toContain(path.join(dir, 'avatars', 'old-256.webp'));
        return base.dump();
      },
    });
    expect((await readBack(bytes)).found).toContainEqual(['avatars/old-256.webp', 'old photo']);
    await removal;
    expect(existsSync(path.join(dir, 'avatars', 'old-256.webp'))).toBe(false);
  });
});

describe('writeVerifiedBackup', () => {
  it('gives a backup its final name only once it reads back whole', async () => {
    const file = path.join(dir, 'whole.tar.gz');
    const summary = await writeVerifiedBackup(file, async (partial) => {
      expect(partial).toBe(`${file}.partial`);
      writeFileSync(partial, await backupBytes(source(Buffer.from('dump'), null)));
    });
    expect(summary.manifest.format).toBe('cm-connect-backup');
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('leaves nothing behind when the written file is not a whole backup', async () => {
    const file = path.join(dir, 'cut.tar.gz');
    const whole = await backupBytes(source(Buffer.from('dump'), null));
    await expect(writeVerifiedBackup(file, async (partial) => writeFileSync(partial, whole.subarray(0, whole.length / 2)))).rejects.toBeInstanceOf(
      NotABackupError,
    );
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});
