import type { Db } from '#server/db/client';
import { clearCount, countHit, currentCount, extendWindow, emailKey } from './counters.ts';

/** Failed sign-ins an account takes in one window before it is locked. */
export const LOCKOUT_THRESHOLD = 10;
/** The window failures are counted in, and how long the lock then lasts. */
const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

const keyOf = (email: string) => `account-signin-failures:${emailKey(email)}`;

/**
 * Per-account protection against password guessing from many addresses (the per-IP limit
 * cannot see it): failures are counted per normalized email, whether an account exists or
 * not, so a locked address tells nothing about its existence.
 */
export async function isSignInLocked(db: Db, email: string): Promise<boolean> {
  return (await currentCount(db, keyOf(email))) >= LOCKOUT_THRESHOLD;
}

/** One more wrong password for `email`; the threshold locks it for a full window from now. */
export async function recordSignInFailure(db: Db, email: string): Promise<void> {
  const count = await countHit(db, keyOf(email), LOCKOUT_WINDOW_MS);
  if (count === LOCKOUT_THRESHOLD) await extendWindow(db, keyOf(email), LOCKOUT_WINDOW_MS);
}

/** A successful sign-in (or a password reset) starts the count again. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await clearCount(db, keyOf(email));
}
