/** Where uploaded files live; the app only ever writes files it produced itself (re-encoded images). */
export interface FileStorage {
  /** Stores `body` under `key` (a path such as `avatars/3f…-256.webp`); replaces any file there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  publicUrl(key: string): string;
  /** The origin browsers load files from when it is not the app's own (for the CSP), else null. */
  readonly origin: string | null;
  /** The key of a file this storage serves at `url`, or null for any other address. */
  keyOf(url: string): string | null;
}

/** Files never change once written (every upload gets a new random name), so caches keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys the app writes: folders and file names of letters, digits, dashes and dots, no `..`. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function assertValidKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The key behind `url` when it starts with `base` and names a valid key. */
export function keyUnder(base: string, url: string): string | null {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return KEY_PATTERN.test(key) ? key : null;
}
