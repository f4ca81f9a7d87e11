import path from 'node:path';

/**
 * Backups copy the uploads after the database: a photo the snapshot still names must not be
 * deleted (`files.remove` job) before it is copied. While a backup holds a folder, removals
 * there wait; uploads go on (a new file is only extra). One process: the server's own backups.
 */
const holds = new Map<string, { count: number; released: Promise<void>; release: () => void }>();

export async function holdingRemovals<T>(root: string, task: () => Promise<T>): Promise<T> {
  const key = path.resolve(root);
  let hold = holds.get(key);
  if (!hold) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    hold = { count: 0, released, release };
    holds.set(key, hold);
  }
  hold.count += 1;
  try {
    return await task();
  } finally {
    hold.count -= 1;
    if (hold.count === 0) {
      holds.delete(key);
      hold.release();
    }
  }
}

/** Resolves once no backup holds `root`. */
export async function removalsAllowed(root: string): Promise<void> {
  const key = path.resolve(root);
  for (let hold = holds.get(key); hold; hold = holds.get(key)) await hold.released;
}
