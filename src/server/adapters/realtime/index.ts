import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import { memoryBus, type RealtimeBus } from './bus.ts';
import { postgresBus } from './postgres-bus.ts';

export type { RealtimeBus, RealtimeEvent } from './bus.ts';

/** How long start-up waits for the first LISTEN before carrying on (it keeps retrying). */
const LISTEN_WAIT_MS = 10_000;

/**
 * PostgreSQL LISTEN/NOTIFY when the app runs on PostgreSQL (several instances fan out),
 * otherwise the in-process bus (one embedded instance).
 */
export async function createBus(config: Pick<Config, 'databaseUrl'>, logger: FastifyBaseLogger): Promise<RealtimeBus> {
  if (!config.databaseUrl) return memoryBus();
  const bus = postgresBus(config.databaseUrl, logger.child({ module: 'realtime' }));
  let timer: NodeJS.Timeout | undefined;
  const listening = await Promise.race([
    bus.ready.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), LISTEN_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (!listening) logger.warn('realtime listener not connected yet; retrying in the background');
  return bus;
}
