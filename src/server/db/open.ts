import pRetry from 'p-retry';
import type { Config } from '#server/config';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnreachable } from './failures.ts';

export type OpenOptions = {
  /**
   * Waits for a PostgreSQL server that is not reachable yet (a machine's services starting in
   * any order, an outage during a rolling restart), telling this at each attempt, instead of
   * failing at once. Any other error still fails the start.
   */
  onUnreachable?: (error: Error, attempt: number) => void;
};

/** Opens the configured database and applies the committed migrations. */
export async function openMigratedDatabase(config: Config, { onUnreachable }: OpenOptions = {}): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteMemory: config.pgliteMemory });
  try {
    if (!onUnreachable) await database.migrate();
    else {
      await pRetry(() => database.migrate(), {
        retries: Number.POSITIVE_INFINITY,
        minTimeout: 500,
        maxTimeout: 10_000,
        randomize: true,
        shouldRetry: ({ error }) => isDatabaseUnreachable(error),
        onFailedAttempt: ({ error, attemptNumber }) => {
          if (isDatabaseUnreachable(error)) onUnreachable(error, attemptNumber);
        },
      });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
