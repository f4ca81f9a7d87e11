import type { Db } from '#server/db/client';
import { restoreSnapshot, takeSnapshot } from './snapshots.ts';

/**
 * What every server test starts from (ADR 0039): the databases made by `createTestDatabase` and
 * the in-process state of the apps made by `createTestApp` register here while open; the setup
 * file (`setup.ts`) snapshots and resets them before each test and restores them after it.
 */
const databases = new Set<Db>();
const memoryResets = new Set<() => void>();

/** Until the returned function is called, `db` is snapshotted before each test and restored after it. */
export function isolateDatabase(db: Db): () => void {
  databases.add(db);
  return () => databases.delete(db);
}

/** Until the returned function is called, `reset` empties some in-process state before each test. */
export function isolateMemory(reset: () => void): () => void {
  memoryResets.add(reset);
  return () => memoryResets.delete(reset);
}

/** Before each test: what the file's `beforeAll` built becomes the snapshot; caches start empty. */
export async function startTest() {
  for (const db of databases) await takeSnapshot(db);
  for (const reset of memoryResets) reset();
}

/** After each test: every database back to its snapshot. */
export async function endTest() {
  for (const db of databases) await restoreSnapshot(db);
}
