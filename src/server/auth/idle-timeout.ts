import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { session } from '#server/db/schema/index';

const MINUTE_MS = 60_000;

/**
 * How stale `last_seen_at` may get before a request writes it again: at most once a minute per
 * session, and a quarter of the timeout when that is shorter, so an active session is never
 * taken for an idle one.
 */
export const touchIntervalMs = (timeoutMinutes: number) => Math.min(MINUTE_MS, (timeoutMinutes * MINUTE_MS) / 4);

/**
 * The admin setting's idle timeout, enforced on the server: a session unused for longer than
 * `timeoutMinutes` is deleted (the request goes on as anonymous, and the cookie no longer opens
 * anything); otherwise its last use is recorded, throttled. Returns whether the session lives.
 */
export async function keepSessionAlive(db: Db, sessionId: string, timeoutMinutes: number, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ lastSeenAt: session.lastSeenAt }).from(session).where(eq(session.id, sessionId));
  if (!row) return false;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > timeoutMinutes * MINUTE_MS) {
    await db.delete(session).where(eq(session.id, sessionId));
    return false;
  }
  if (idleMs >= touchIntervalMs(timeoutMinutes)) {
    await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, sessionId));
  }
  return true;
}
