/**
 * The little of the tar format (POSIX ustar) a backup needs: regular files with names of up to
 * 255 bytes, written and read as streams. No dependency: `tar-stream` is only a transitive
 * development package here.
 */
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;

/** Splits a name into ustar's prefix (155 bytes) and name (100 bytes) fields. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`tar: name too long: ${name}`);
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0');
}

/** The 512-byte header of a regular file. */
export function fileHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (size > 0o77777777777) throw new Error(`tar: file too large: ${name}`);
  const { prefix, base } = splitName(name);
  const header = Buffer.alloc(BLOCK);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 8, 'ascii');
  header.write(octal(0, 8), 108, 8, 'ascii');
  header.write(octal(0, 8), 116, 8, 'ascii');
  header.write(octal(size, 12), 124, 12, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  header.write('        ', 148, 8, 'ascii');
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${octal(sum, 7)}\u0000 `, 148, 8, 'ascii');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Waits for `out` to take `chunk` (backpressure). */
function write(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

/** Writes tar entries to a stream; `end()` writes the two empty blocks that close the archive. */
export function tarWriter(out: Writable) {
  return {
    async add(name: string, body: Buffer | Uint8Array) {
      await write(out, fileHeader(name, body.byteLength));
      await write(out, Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      await write(out, padding(body.byteLength));
    },
    /** A file whose size is known, streamed (an upload): exactly `size` bytes must come. */
    async addStream(name: string, size: number, body: AsyncIterable<Buffer>) {
      await write(out, fileHeader(name, size));
      let written = 0;
      for await (const chunk of body) {
        written += chunk.length;
        if (written > size) throw new Error(`tar: ${name} grew while it was read`);
        await write(out, chunk);
      }
      if (written !== size) throw new Error(`tar: ${name} shrank while it was read`);
      await write(out, padding(size));
    },
    async end() {
      await write(out, Buffer.alloc(BLOCK * 2));
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function checksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum === parseInt(field(header, 148, 8).trim(), 8);
}

export type TarEntry = { name: string; size: number; type: string };

/** Reads exactly the bytes asked for from a stream of chunks. */
function byteReader(input: Readable) {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer = Buffer.alloc(0);
  async function fill(count: number): Promise<boolean> {
    while (buffered.length < count) {
      const next = await iterator.next();
      if (next.done) return false;
      buffered = buffered.length === 0 ? next.value : Buffer.concat([buffered, next.value]);
    }
    return true;
  }
  return {
    async take(count: number): Promise<Buffer | null> {
      if (!(await fill(count))) return null;
      const taken = buffered.subarray(0, count);
      buffered = buffered.subarray(count);
      return taken;
    },
    /**
     * The next `count` bytes as they come. Leaving a loop early does not end it: `skip()` then
     * drops what is left, so the next header is found whatever the consumer read.
     */
    body(count: number) {
      let left = count;
      const next = async (): Promise<IteratorResult<Buffer>> => {
        if (left === 0) return { done: true, value: undefined };
        if (buffered.length === 0 && !(await fill(1))) throw new Error('tar: the archive ends in the middle of a file');
        const piece = buffered.subarray(0, Math.min(left, buffered.length));
        buffered = buffered.subarray(piece.length);
        left -= piece.length;
        return { done: false, value: piece };
      };
      return {
        [Symbol.asyncIterator]: () => ({ next, return: async () => ({ done: true as const, value: undefined }) }),
        async skip() {
          while (!(await next()).done);
        },
      };
    },
  };
}

/**
 * Reads an archive entry by entry: `onEntry` receives each one with its body, which it must
 * consume (or not: what it leaves is skipped). Throws on a damaged or truncated archive.
 */
export async function readTar(
  input: Readable,
  onEntry: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = byteReader(input);
  for (;;) {
    const header = await reader.take(BLOCK);
    if (!header) throw new Error('tar: the archive is truncated (no end marker)');
    if (header.every((byte) => byte === 0)) return;
    if (!checksumOk(header)) throw new Error('tar: damaged header');
    const prefix = field(header, 345, 155);
    const base = field(header, 0, 100);
    const entry = {
      name: prefix ? `${prefix}/${base}` : base,
      size: parseInt(field(header, 124, 12).trim() || '0', 8),
      type: field(header, 156, 1) || '0',
    };
    const body = reader.body(entry.size);
    await onEntry(entry, body);
    // Whatever the callback left unread, then the padding.
    await body.skip();
    if ((await reader.take(padding(entry.size).length)) === null) throw new Error('tar: the archive is truncated');
  }
}
