import { and, eq } from 'drizzle-orm';
import type { TPurchasePurpose } from '#contracts/payments-terms';
import { type DbOrTx, entitlements } from '#server/db/index';

/** True when this user paid for this purpose on this target (a mission or a profile). */
export async function hasEntitlement(db: DbOrTx, userId: string, purpose: TPurchasePurpose, targetId: string) {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.purpose, purpose), eq(entitlements.targetId, targetId)))
    .limit(1);
  return Boolean(row);
}
