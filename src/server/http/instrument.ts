import type { RealtimeBus } from '#server/adapters/realtime/index';
import type { Database } from '#server/db/client';
import type { Metrics, PoolUse } from './metrics.ts';
import type { VisitorCache } from './visitor-cache.ts';

/*
 * The metrics are fed from the outside of the parts they describe: each wrapper keeps the
 * interface it wraps, so the visitor cache, the realtime bus and the job handlers know nothing of
 * them (ADR 0035).
 */

/** Counts the visitor cache's hits and misses (a miss is an answer it had to compute). */
export function countingVisitorCache<C extends VisitorCache>(cache: C, metrics: Pick<Metrics, 'cacheHit' | 'cacheMiss'>): C {
  return {
    ...cache,
    get(key, produce) {
      let missed = false;
      const answer = cache.get(key, () => {
        missed = true;
        return produce();
      });
      if (missed) metrics.cacheMiss();
      else metrics.cacheHit();
      return answer;
    },
    peek(key) {
      const answer = cache.peek(key);
      if (answer) metrics.cacheHit();
      else metrics.cacheMiss();
      return answer;
    },
  };
}

/** Counts the live event streams: each open stream holds one subscription to the bus. */
export function countingStreams<B extends RealtimeBus>(bus: B, metrics: Pick<Metrics, 'streamOpened' | 'streamClosed'>): B {
  return Object.assign(Object.create(bus) as B, {
    subscribe: (userId: string, listener: Parameters<RealtimeBus['subscribe']>[1]) => {
      const unsubscribe = bus.subscribe(userId, listener);
      metrics.streamOpened();
      let open = true;
      return () => {
        if (open) metrics.streamClosed();
        open = false;
        unsubscribe();
      };
    },
  });
}

type Handler = (payload: never, context: never) => Promise<void>;

/** Counts every failed run of a background job by kind (the worker still retries or gives up). */
export function countingFailures<H extends Record<string, Handler>>(metrics: Pick<Metrics, 'declareJobKind' | 'jobAttemptFailed'>, handlers: H): H {
  const counted = Object.entries(handlers).map(([kind, handler]) => {
    metrics.declareJobKind(kind);
    const run = async (payload: never, context: never) => {
      try {
        await handler(payload, context);
      } catch (error) {
        metrics.jobAttemptFailed(kind);
        throw error;
      }
    };
    return [kind, run] as const;
  });
  return Object.fromEntries(counted) as H;
}

/** The node-postgres pool drizzle was given (`db.$client`), read as it is at each scrape; null on PGlite. */
export function poolUse(database: Database): (() => PoolUse) | null {
  const client = (database.db as { $client?: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', unknown>> }).$client;
  if (database.kind !== 'postgres' || typeof client?.totalCount !== 'number') return null;
  const pool = client as Record<'totalCount' | 'idleCount' | 'waitingCount', number>;
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}
