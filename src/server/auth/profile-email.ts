import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

/**
 * After Better Auth updates a user: the profile's copy of the address follows (an email change
 * took effect). Only the address is copied; other updates find nothing to change.
 */
export async function syncProfileEmail(db: DbOrTx, updated: { id: string; email?: string | null }) {
  if (!updated.email) return;
  await db
    .update(profiles)
    .set({ email: updated.email, updatedAt: new Date() })
    .where(and(eq(profiles.id, updated.id), ne(profiles.email, updated.email)));
}
