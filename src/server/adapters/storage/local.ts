import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removalsAllowed } from './removal-hold.ts';
import { assertValidKey, keyUnder, type FileStorage } from './storage.ts';

/** The URL path the app serves local uploads under. */
export const LOCAL_UPLOADS_PREFIX = '/uploads';

/** The embedded default: files in `DATA_DIR/uploads`, served by the app itself at `/uploads/…`. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, assertValidKey(key));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async remove(key) {
      await removalsAllowed(root);
      await rm(fileOf(key), { force: true });
    },
    origin: null,
    publicUrl: (key) => `${LOCAL_UPLOADS_PREFIX}/${assertValidKey(key)}`,
    keyOf: (url) => keyUnder(LOCAL_UPLOADS_PREFIX, url),
  };
}
