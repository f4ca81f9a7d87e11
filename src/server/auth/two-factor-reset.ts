import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { session, twoFactor, user } from '#server/db/schema/index';

/**
 * An admin who lost their authenticator and their backup codes: removes the enrolment and ends
 * their sessions, in one transaction. Their next sign-in has no code step; while the setting
 * requires two-factor, the back-office then sends them to enrol a new authenticator.
 * An account without an authenticator is left as it is (its sessions too).
 */
export async function resetTwoFactor(db: Db, email: string): Promise<'reset' | 'not-enrolled' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, enrolled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .for('update');
    if (!account) return 'unknown';
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id)).returning({ id: twoFactor.id });
    if (!account.enrolled && removed.length === 0) return 'not-enrolled';
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, account.id));
    await tx.delete(session).where(eq(session.userId, account.id));
    return 'reset';
  });
}
