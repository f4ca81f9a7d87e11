import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * How many requests one compression serves and what the answer cost to make, which set what
 * compressing it may cost (ADR 0060, 0065, 0069): `read`, a JSON read made for one request (a
 * member's, anything @fastify/compress sends), itself 1–2 ms of work; `one`, a page rendered for
 * one request (a member's, a miss the visitor cache does not keep), 10 ms and more of rendering,
 * whose bytes a phone waits for, and a kept answer's first sending; `many`, an answer kept and
 * sent again (a visitor-cache entry, a members' shell), compressed once, so bytes matter more
 * than time. Never brotli 9–11 at request time: only the build's assets get 11.
 */
export type Audience = 'read' | 'one' | 'many';

/**
 * Measured on a 237 KB page: br 4 1.3 ms, br 5 2.0 ms (15 % smaller); gzip 4 0.9 ms, gzip 6 1.3 ms
 * (3 % smaller). On 5–31 KB of JSON: br 1 0.03–0.05 ms, br 4 0.10–0.32 ms (10–15 % smaller).
 */
const LEVELS: Record<Audience, Record<Encoding, number>> = { read: { br: 1, gzip: 1 }, one: { br: 4, gzip: 4 }, many: { br: 5, gzip: 6 } };

/** brotli's options for `audience` (text mode: every answer compressed is text). */
export const brotliOptions = (audience: Audience): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: LEVELS[audience].br },
});
/** gzip's options for `audience` (clients without brotli). */
export const gzipOptions = (audience: Audience): ZlibOptions => ({ level: LEVELS[audience].gzip });

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this size the headers outweigh the saving (as @fastify/compress's threshold). */
export const MIN_COMPRESSED_BYTES = 1024;

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

/**
 * Whether `text` is too small to gain: counted in bytes only when short, since a UTF-8 byte count
 * is never below the UTF-16 length (counting a rendered page's 170 KB took 0.2 ms).
 */
const tooSmall = (text: string) => text.length < MIN_COMPRESSED_BYTES && Buffer.byteLength(text) < MIN_COMPRESSED_BYTES;

/** `text` compressed for `audience`, or null when too small to gain. */
function encoded(text: string, encoding: Encoding, audience: Audience): Promise<Buffer> | null {
  if (tooSmall(text)) return null;
  return encoding === 'br' ? brotli(text, brotliOptions(audience)) : gzipped(text, gzipOptions(audience));
}

/** An answer kept for many that one request of this encoding was sent, compressed for it alone. */
const SENT_ONCE = 'sent once';
const variants = new WeakMap<object, Map<Encoding, Promise<Buffer> | null | typeof SENT_ONCE>>();
const sentAgain = new WeakSet<object>();

/** Marks `owner` (a visitor-cache entry's answer, a members' shell) as sent to many requests. */
export function sentToMany<T extends object>(owner: T): T {
  sentAgain.add(owner);
  return owner;
}

/**
 * `owner`'s `text` compressed for a request, or null when too small to gain. An answer sent to
 * many requests is compressed once at the level for many when it is sent a second time (every
 * request after shares those bytes, instead of each paying for compressing a page of ~150 KB); its
 * first request, and any answer not kept, gets its own at the one-off level. Most kept pages of a
 * site's long tail (a crawler walking profiles) are sent once before they expire: they no longer
 * pay for the level for many, twice the one-off's time (ADR 0069).
 */
export function encodedFor(owner: object, text: string, encoding: Encoding): Promise<Buffer> | null {
  if (!sentAgain.has(owner)) return encoded(text, encoding, 'one');
  const byEncoding = variants.get(owner) ?? new Map<Encoding, Promise<Buffer> | null | typeof SENT_ONCE>();
  variants.set(owner, byEncoding);
  const shared = byEncoding.get(encoding);
  if (shared === undefined) {
    byEncoding.set(encoding, SENT_ONCE);
    return encoded(text, encoding, 'one');
  }
  if (shared !== SENT_ONCE) return shared;
  const many = encoded(text, encoding, 'many');
  byEncoding.set(encoding, many);
  return many;
}
