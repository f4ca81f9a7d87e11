import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileHeader, readTar, tarWriter } from './tar.ts';

async function archive(entries: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = tarWriter(out);
  for (const [name, body] of entries) await tar.add(name, body);
  await tar.end();
  return Buffer.concat(chunks);
}

async function entriesOf(bytes: Buffer, chunkSize = 100): Promise<[string, string][]> {
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) => bytes.subarray(i * chunkSize, (i + 1) * chunkSize));
  const found: [string, string][] = [];
  await readTar(Readable.from(pieces), async (entry, body) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    found.push([entry.name, Buffer.concat(chunks).toString()]);
  });
  return found;
}

const long = `uploads/${'a'.repeat(90)}/${'b'.repeat(90)}.webp`;

describe('tar', () => {
  it('reads back what it wrote, names over 100 bytes included, whatever the chunk sizes', async () => {
    const bytes = await archive([
      ['manifest.json', Buffer.from('{"a":1}')],
      ['empty', Buffer.alloc(0)],
      [long, Buffer.from('x'.repeat(1500))],
    ]);
    expect(bytes.length % 512).toBe(0);
    for (const size of [1, 100, 512, 100_000]) {
      expect(await entriesOf(bytes, size)).toEqual([
        ['manifest.json', '{"a":1}'],
        ['empty', ''],
        [long, 'x'.repeat(1500)],
      ]);
    }
  });

  it('writes ustar headers (magic, octal size)', () => {
    const header = fileHeader('uploads/avatars/a.webp', 1234, new Date(0));
    expect(header.subarray(257, 263).toString()).toBe('ustar\u0000');
    expect(header.subarray(124, 135).toString()).toBe((1234).toString(8).padStart(11, '0'));
  });

  it.skipIf(spawnSync('tar', ['--version']).status !== 0)('writes archives the system tar lists and extracts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-tar-'));
    try {
      writeFileSync(path.join(dir, 'a.tar'), await archive([['manifest.json', Buffer.from('{}')], [long, Buffer.from('hello')]]));
      expect(execFileSync('tar', ['-tf', 'a.tar'], { cwd: dir, encoding: 'utf8' }).trim().split('\n')).toEqual(['manifest.json', long]);
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
      expect(readFileSync(path.join(dir, long), 'utf8')).toBe('hello');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips what a reader leaves unread, and finds the next entry', async () => {
    const bytes = await archive([
      ['one', Buffer.from('1'.repeat(2000))],
      ['two', Buffer.from('2')],
    ]);
    const names: string[] = [];
    await readTar(Readable.from([bytes]), async (entry, body) => {
      names.push(entry.name);
      for await (const chunk of body) {
        void chunk;
        break;
      }
    });
    expect(names).toEqual(['one', 'two']);
  });

  it('refuses a truncated or damaged archive', async () => {
    const bytes = await archive([['one', Buffer.from('1'.repeat(2000))]]);
    await expect(readTar(Readable.from([bytes.subarray(0, 1024)]), async () => {})).rejects.toThrow(/ends in the middle|truncated/);
    const damaged = Buffer.from(bytes);
    damaged[0] = 'X'.charCodeAt(0);
    await expect(readTar(Readable.from([damaged]), async () => {})).rejects.toThrow(/damaged header/);
  });
});
