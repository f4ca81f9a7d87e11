import type { Db } from '#server/db/client';
import { restoreSnapshot, takeSnapshot } from './snapshots.ts';

/**
 * What every server test starts from (ADR 0039): the databases made by `createTestDatabase` and
 * the in-process state of the apps made by `createTestApp` register here while open; the setup
 * file (`setup.ts`) snapshots and resets them before each test and restores them after it.
 */
const databases = new Set<Db>();
const memoryResets = new Set<() => void>();
const activities = new Set<Activity>();

/** Work an app does on its own (its background-job worker): held while the databases are put back. */
export type Activity = { pause(): Promise<void>; resume(): void };

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

/**
 * Until the returned function is called, `activity` is paused while the databases are restored:
 * a job still running when a test ends would otherwise write into the next test's state.
 */
export function isolateActivity(activity: Activity): () => void {
  activities.add(activity);
  return () => activities.delete(activity);
}

/** Before each test: what the file's `beforeAll` built becomes the snapshot; caches start empty. */
export async function startTest() {
  for (const db of databases) await takeSnapshot(db);
  for (const reset of memoryResets) reset();
}

/** After each test: every database back to its snapshot, with nothing running meanwhile. */
export async function endTest() {
  for (const activity of activities) await activity.pause();
  for (const db of databases) await restoreSnapshot(db);
  for (const activity of activities) activity.resume();
}
