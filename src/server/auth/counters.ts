import { createHash } from 'node:crypto';
import type { DbOrTx } from '#server/db/client';
import { countHit as countRateLimitHit } from '#server/http/rate-limit-store';

/**
 * Counters of the account protections (failed sign-ins per account, auth mails per recipient),
 * kept in the `rate_limits` table beside the per-IP counters (ADR 0016): shared by every
 * instance, on the database's clock. Keys are prefixed so they never meet the plugin's.
 */
export { clearCount, currentCount, extendWindow } from '#server/http/rate-limit-store';

/** Counts one hit in `key`'s window (a new or expired window starts at 1) and returns the count. */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  return (await countRateLimitHit(db, key, windowMs)).current;
}

/**
 * What a counter keyed by an address stores of it: a digest of its normalized form, so the
 * table holds no address in clear (an erased account leaves none behind) and keys stay short.
 */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
