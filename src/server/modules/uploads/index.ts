import type { FileStorage } from '#server/adapters/storage/index';
import type { DbOrTx } from '#server/db/client';
import { enqueue, type BackgroundJobHandler } from '#server/queue/index';

/**
 * Deletes stored files once the caller's transaction commits (a photo replaced or removed, an
 * account deleted): the reference goes in the same transaction, the files right after.
 */
export function enqueueFileRemoval(tx: DbOrTx, urls: string[]): Promise<void> {
  return enqueue(tx, { kind: 'files.remove', payload: { urls } });
}

/** Runs 'files.remove': addresses that are not this storage's files (seed data, old links) are left alone. */
export function fileRemovalHandler(storage: FileStorage): BackgroundJobHandler<'files.remove'> {
  return async ({ urls }) => {
    for (const url of urls) {
      const key = storage.keyOf(url);
      if (key) await storage.remove(key);
    }
  };
}

export { isImageFormatIn, openImage, readImageHeader } from './image.ts';
