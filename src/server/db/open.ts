import type { Config } from '#server/config';
import { openDatabase, type Database } from './client.ts';

/** Opens the configured database and applies the committed migrations. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}
