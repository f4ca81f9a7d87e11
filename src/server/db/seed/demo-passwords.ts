import { and, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db } from '#server/db/client';
import { account, user } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_EMAIL_DOMAIN } from './people.ts';

/** The demo data's credential accounts: the printed ones and every member at the demo domain. */
async function demoCredentials(db: Db) {
  return db
    .select({ accountId: account.id, email: user.email, hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(
      and(
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
        or(
          inArray(
            user.email,
            DEMO_ACCOUNTS.map((demo) => demo.email),
          ),
          like(user.email, `%${DEMO_EMAIL_DOMAIN}`),
        ),
      ),
    );
}

/**
 * Demo accounts whose password is still the published one, checked with Better Auth's own
 * password verifier (once per distinct hash: the demo data shares one hash).
 */
export async function accountsWithDemoPassword(db: Db): Promise<{ accountId: string; email: string }[]> {
  const rows = await demoCredentials(db);
  const verdicts = new Map<string, boolean>();
  for (const hash of new Set(rows.map((row) => row.hash!))) {
    verdicts.set(hash, await verifyPassword({ hash, password: DEMO_PASSWORD }));
  }
  return rows.filter((row) => verdicts.get(row.hash!)).map(({ accountId, email }) => ({ accountId, email }));
}

/** Gives every demo account still on the published password a new one; returns how many changed. */
export async function replaceDemoPasswords(db: Db, newPassword: string): Promise<number> {
  const stale = await accountsWithDemoPassword(db);
  if (stale.length === 0) return 0;
  const hash = await hashPassword(newPassword);
  await db
    .update(account)
    .set({ password: hash })
    .where(
      inArray(
        account.id,
        stale.map((row) => row.accountId),
      ),
    );
  return stale.length;
}
