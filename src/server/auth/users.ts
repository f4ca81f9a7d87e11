import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { account, session, twoFactor, user, verification } from '#server/db/schema/index';

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

/** A deleted account can no longer sign in: its credentials, sessions, two-factor secret and pending tokens go. */
export async function eraseSignInMeans(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(verification).where(eq(verification.value, userId));
}

/** The deleted account's user row becomes an anonymous tombstone under `name` and the undeliverable `email`. */
export async function tombstoneUser(tx: DbOrTx, userId: string, { name, email }: { name: string; email: string }): Promise<void> {
  await tx.update(user).set({ name, email, emailVerified: false, image: null, role: 'user', twoFactorEnabled: false }).where(eq(user.id, userId));
}
