import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db, DbOrTx } from '#server/db/client';
import { rateLimits } from '#server/db/schema/index';

/** Expired counters are deleted at most this often (by whichever instance counts a hit then). */
const CLEANUP_INTERVAL_MS = 60_000;

type Incr = FastifyRateLimitStore['incr'];

/** One upsert per hit: a new or expired window starts at 1, a live one counts up. Clocks are the database's. (Also the account protections' counters, auth/counters.ts.) */
export async function countHit(db: DbOrTx, key: string, timeWindowMs: number) {
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: sql`now() + ${timeWindowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch FROM ${rateLimits.expiresAt} - now()) * 1000))::int`.mapWith(Number),
    });
  return row!;
}

/** The live count of `key` (0 once its window has passed). */
export async function currentCount(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, sql`now()`)));
  return row?.count ?? 0;
}

/** Restarts `key`'s window from now for `ms` (a lock). */
export async function extendWindow(db: DbOrTx, key: string, ms: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ expiresAt: sql`now() + ${ms} * interval '1 millisecond'` })
    .where(eq(rateLimits.key, key));
}

export async function clearCount(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * A `@fastify/rate-limit` store whose counters live in the `rate_limits` table, so every
 * instance on the same database shares them (ADR 0016). Keys are prefixed by route.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;
  const cleanup = () => {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now;
    db.delete(rateLimits)
      .where(lt(rateLimits.expiresAt, sql`now()`))
      .catch(() => {
        lastCleanup = 0;
      });
  };

  function store(prefix: string): FastifyRateLimitStore {
    const incr: Incr = (key, callback, timeWindow) => {
      countHit(db, `${prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      cleanup();
    };
    return {
      incr,
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      child: (options) => {
        const route = (options as unknown as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
        return store(`${String(route.method)}${route.url}-`);
      },
    };
  }

  return class DatabaseRateLimitStore {
    constructor() {
      return store('global-');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
