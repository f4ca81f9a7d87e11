import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { TAccountSession } from '#contracts/account-settings';
import { sessionsMessages } from '#contracts/account-settings-terms';
import type { Auth } from '#server/auth/auth';
import { sessionFromCookie } from '#server/auth/cookie-session';
import type { Db } from '#server/db/client';
import { session } from '#server/db/schema/index';
import { idOr404, notFound } from '#server/http/errors';
import { describeUserAgent } from './user-agent.ts';

/** The session the request's cookie belongs to (null when it has none). */
export async function currentSessionId(auth: Auth, cookie: string | undefined): Promise<string | null> {
  const current = await sessionFromCookie(auth, cookie);
  return current?.session.id ?? null;
}

/** The viewer's sessions that have not expired, the most recently active first; never their tokens. */
export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<TAccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.id));
  const sessions = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
  // The current session first: it is the one the list is read from.
  return [...sessions.filter((item) => item.current), ...sessions.filter((item) => !item.current)];
}

/** Ends one of the viewer's sessions; another user's session is "not found" (404), as an unknown id. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<{ revoked: number }> {
  idOr404(sessionId, sessionsMessages.notFound);
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw notFound(sessionsMessages.notFound);
  return { revoked: deleted.length };
}

/** Ends every session of the viewer but the current one. */
export async function revokeOtherSessions(db: Db, userId: string, currentId: string | null): Promise<{ revoked: number }> {
  const others = currentId ? and(eq(session.userId, userId), ne(session.id, currentId)) : eq(session.userId, userId);
  const deleted = await db.delete(session).where(others).returning({ id: session.id });
  return { revoked: deleted.length };
}
