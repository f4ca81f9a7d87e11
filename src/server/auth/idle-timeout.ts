import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { session } from '#server/db/schema/index';

const MINUTE_MS = 60_000;

/**
 * How stale `last_seen_at` may get before a request writes it again: at most once a minute per
 * session, and a quarter of the timeout when that is shorter, so an active session is never
 * taken for an idle one.
 */
const touchIntervalMs = (timeoutMinutes: number) => Math.min(MINUTE_MS, (timeoutMinutes * MINUTE_MS) / 4);

/** Whether a session unused since `lastSeenAt` has outlived the idle timeout. */
export const isIdle = (lastSeenAt: number, timeoutMinutes: number, now: number) => now - lastSeenAt > timeoutMinutes * MINUTE_MS;

/** Whether `last_seen_at` is stale enough to be written again (see `touchIntervalMs`). */
export const isDueForTouch = (lastSeenAt: number, timeoutMinutes: number, now: number) => now - lastSeenAt >= touchIntervalMs(timeoutMinutes);

/** Records a use of the session; false when the session no longer exists. */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const touched = await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, sessionId)).returning({ id: session.id });
  return touched.length > 0;
}

/**
 * The admin setting's idle timeout, enforced on the server: a session unused for longer than
 * `timeoutMinutes` is deleted (the request goes on as anonymous, and the cookie no longer opens
 * anything); otherwise its last use is recorded, throttled. Returns the last use recorded (ms),
 * or null when the session has ended.
 */
export async function keepSessionAlive(db: Db, sessionId: string, timeoutMinutes: number, now = new Date()): Promise<number | null> {
  const [row] = await db.select({ lastSeenAt: session.lastSeenAt }).from(session).where(eq(session.id, sessionId));
  if (!row) return null;
  const lastSeenAt = row.lastSeenAt.getTime();
  if (isIdle(lastSeenAt, timeoutMinutes, now.getTime())) {
    await db.delete(session).where(eq(session.id, sessionId));
    return null;
  }
  if (!isDueForTouch(lastSeenAt, timeoutMinutes, now.getTime())) return lastSeenAt;
  return (await touchSession(db, sessionId, now)) ? now.getTime() : null;
}
