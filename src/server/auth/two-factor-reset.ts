import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { session, twoFactor, user } from '#server/db/schema/index';

/**
 * An admin who lost their authenticator and their backup codes: removes the enrolment and ends
 * their sessions, in one transaction. Their next sign-in has no code step; while the setting
 * requires two-factor, the back-office then sends them to enrol a new authenticator.
 * Returns false when no account uses the email.
 */
export async function resetTwoFactor(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(user)
      .set({ twoFactorEnabled: false })
      .where(eq(user.email, email.trim().toLowerCase()))
      .returning({ id: user.id });
    if (!account) return false;
    await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id));
    await tx.delete(session).where(eq(session.userId, account.id));
    return true;
  });
}
