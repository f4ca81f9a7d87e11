import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

/** How an account is suspended: by an admin, or by a moderation decision on a notice (DSA); null when it is not. */
export async function suspensionOf(db: Db, userId: string): Promise<'admin' | 'decision' | null> {
  const [row] = await db
    .select({ byDecision: profiles.suspendedByDecision })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)));
  if (!row) return null;
  return row.byDecision ? 'decision' : 'admin';
}

/** Whether an admin has suspended the account (no sign-in while it is). */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  return (await suspensionOf(db, userId)) !== null;
}
