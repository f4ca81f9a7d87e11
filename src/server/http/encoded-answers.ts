import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this size the headers outweigh the saving (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;

/** The encoding a request accepts that we send, brotli first; `;q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

const variants = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

/**
 * `text` compressed once per `owner` (a visitor-cache entry: every visitor it serves shares the
 * bytes, instead of each paying for compressing a page of ~150 KB), or null when too small to gain.
 */
export function encodedOnce(owner: object, text: string, encoding: Encoding): Promise<Buffer> | null {
  if (Buffer.byteLength(text) < MIN_BYTES) return null;
  const byEncoding = variants.get(owner) ?? new Map<Encoding, Promise<Buffer>>();
  variants.set(owner, byEncoding);
  let encoded = byEncoding.get(encoding);
  if (!encoded) {
    encoded = encoding === 'br' ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipped(text, { level: 6 });
    byEncoding.set(encoding, encoded);
  }
  return encoded;
}
