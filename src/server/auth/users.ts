import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { user } from '#server/db/schema/index';

/** The account's display name follows the profile's full name (Better Auth shows it in its mails). */
export async function setUserName(tx: DbOrTx, userId: string, name: string): Promise<void> {
  await tx.update(user).set({ name }).where(eq(user.id, userId));
}
