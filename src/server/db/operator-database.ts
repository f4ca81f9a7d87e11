import { loadConfig } from '#server/config';
import type { Db } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { openMigratedDatabase } from './open.ts';

/**
 * Runs an operator command (`npm run admin:create`, …) on the configured database, then closes
 * it. The embedded database opens in one process at a time: while the server holds it, the
 * command says so and exits 1 instead of printing a stack trace.
 */
export async function withOperatorDatabase(task: (db: Db) => Promise<void>): Promise<void> {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  try {
    database = await openMigratedDatabase(loadConfig());
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  try {
    await task(database.db);
  } finally {
    await database.close();
  }
}
