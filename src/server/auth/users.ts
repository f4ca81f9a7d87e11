import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { account, session, user } from '#server/db/schema/index';

/** The account's display name follows the profile's full name (Better Auth shows it in its mails). */
export async function setUserName(tx: DbOrTx, userId: string, name: string): Promise<void> {
  await tx.update(user).set({ name }).where(eq(user.id, userId));
}

/** A new account signing in with a password (Better Auth's `credential` provider); returns the user's id, or null. */
export async function createPasswordUser(tx: DbOrTx, { name, email, passwordHash }: { name: string; email: string; passwordHash: string }) {
  const [created] = await tx.insert(user).values({ name, email }).returning({ id: user.id });
  if (!created) return null;
  await tx.insert(account).values({ userId: created.id, accountId: created.id, providerId: 'credential', password: passwordHash });
  return created.id;
}

/** Ends the member's sessions matching `which` (one of theirs, or all but one); returns the ended ids. */
export function endSessions(db: DbOrTx, userId: string, which: { only: string } | { except: string | null }) {
  const scope =
    'only' in which
      ? and(eq(session.userId, userId), eq(session.id, which.only))
      : which.except
        ? and(eq(session.userId, userId), ne(session.id, which.except))
        : eq(session.userId, userId);
  return db.delete(session).where(scope).returning({ id: session.id });
}
