import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client';
import type { Auth } from './auth.ts';
import { sessionFromCookie } from './cookie-session.ts';
import { isSuspended } from './suspension.ts';

/**
 * Whether the session a long-lived request (an event stream) was opened with still holds: false
 * once it was signed out, revoked, expired or its account suspended; null when that cannot be
 * told now (the database is away: the stream is not ended for that).
 */
export function sessionStillHolds(auth: Auth, db: Db) {
  return async (request: FastifyRequest): Promise<boolean | null> => {
    try {
      const session = await sessionFromCookie(auth, request.headers.cookie);
      if (session) {
        return !(await isSuspended(db, session.user.id));
      }
      // No session: make sure that is not the database failing quietly.
      await db.execute(sql`SELECT 1`);
      return false;
    } catch {
      return null;
    }
  };
}
