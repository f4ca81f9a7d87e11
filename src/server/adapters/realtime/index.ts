import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { memoryBus, type RealtimeBus } from './bus.ts';
import { databaseEventStore } from './event-store.ts';
import { postgresBus } from './postgres-bus.ts';

export type { RealtimeBus } from './bus.ts';

/**
 * PostgreSQL LISTEN/NOTIFY when the app runs on PostgreSQL (several instances fan out),
 * otherwise the in-process bus (one embedded instance). Both keep each event a few minutes in
 * `realtime_events`, so a stream reopened with `Last-Event-ID` gets what it missed.
 */
export async function createBus(database: Pick<Database, 'kind' | 'db' | 'listen'>, logger: FastifyBaseLogger): Promise<RealtimeBus> {
  const store = databaseEventStore(database.db);
  if (database.kind !== 'postgres') return memoryBus(store);
  const bus = postgresBus(database, store, logger.child({ module: 'realtime' }));
  await bus.ready;
  return bus;
}
