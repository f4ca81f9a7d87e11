import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { rateLimits } from '#server/db/schema/index';
import { countHit as countRateLimitHit } from '#server/http/rate-limit-store';

/**
 * Counters of the account protections (failed sign-ins per account, auth mails per recipient),
 * kept in the `rate_limits` table beside the per-IP counters (ADR 0016): shared by every
 * instance, on the database's clock. Keys are prefixed so they never meet the plugin's.
 */
const interval = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Counts one hit in `key`'s window (a new or expired window starts at 1) and returns the count. */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  return (await countRateLimitHit(db, key, windowMs)).current;
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
  await db.update(rateLimits).set({ expiresAt: interval(ms) }).where(eq(rateLimits.key, key));
}

export async function clearCount(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * What a counter keyed by an address stores of it: a digest of its normalized form, so the
 * table holds no address in clear (an erased account leaves none behind) and keys stay short.
 */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
