import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, profiles } from '#server/db/index';

/**
 * What other areas keep on a member's profile row, written here because only this module writes
 * `profiles` (ADR 0043): the copy of the account's address, and the mail topics turned off.
 */

/** The profile's copy of the account's address follows a confirmed change. */
export async function setProfileEmail(tx: DbOrTx, userId: string, email: string): Promise<void> {
  await tx.update(profiles).set({ email }).where(eq(profiles.id, userId));
}

export async function setMailOptOuts(db: DbOrTx, userId: string, topics: string[]): Promise<void> {
  await db.update(profiles).set({ mailOptOuts: topics }).where(eq(profiles.id, userId));
}

/** Adds `topic` to the member's opt-outs unless it is there already. */
export async function addMailOptOut(db: DbOrTx, userId: string, topic: string): Promise<void> {
  await db
    .update(profiles)
    .set({ mailOptOuts: sql`array_append(${profiles.mailOptOuts}, ${topic})` })
    .where(and(eq(profiles.id, userId), sql`NOT (${topic} = ANY(${profiles.mailOptOuts}))`));
}
