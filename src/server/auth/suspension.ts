import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

/** Whether an admin has suspended the account (no sign-in while it is). */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)));
  return row !== undefined;
}
