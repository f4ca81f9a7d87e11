import { paths } from '#contracts/paths';
import { and, desc, eq, lt } from 'drizzle-orm';
import { checkoutMessages } from '#contracts/payments-terms';
import { type Db, orders } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { expiredBefore, orderState } from './order-state.ts';
import { documentsOfOrders } from './receipts.ts';

/** The user's one-off purchases, newest first, with what each one was for and its receipt (and credit note). */
export async function listOrders(db: Db, userId: string) {
  const rows = await db
    .select({
      order: orders,
      jobTitle: missions.title,
      profileName: profiles.fullName,
    })
    .from(orders)
    .leftJoin(missions, and(eq(orders.purpose, 'application'), eq(missions.id, orders.targetId)))
    .leftJoin(profiles, and(eq(orders.purpose, 'contact'), eq(profiles.id, orders.targetId)))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  const documents = await documentsOfOrders(
    db,
    rows.map(({ order }) => order.id),
  );
  return rows.map(({ order, jobTitle, profileName }) => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    purpose: order.purpose,
    targetLabel: jobTitle ?? profileName ?? checkoutMessages.targetNotFound,
    targetPath: order.purpose === 'application' ? paths.mission(order.targetId) : paths.profile(order.targetId),
    amountCents: order.amountCents,
    currency: order.currency,
    state: orderState(order),
    paidWithCredit: order.provider === 'credit',
    documents: documents.get(order.id) ?? [],
  }));
}

/**
 * Marks checkouts still pending past their expiry as canceled (abandoned: the buyer never
 * paid nor came back). Reads already show them canceled (orderState); this makes it durable.
 * A payment that still arrives for one is honoured by fulfilOrder.
 */
export async function expireAbandonedCheckouts(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ orderStatus: 'canceled' })
    .where(and(eq(orders.orderStatus, 'pending'), lt(orders.createdAt, expiredBefore(now))))
    .returning({ id: orders.id });
  return expired.length;
}
