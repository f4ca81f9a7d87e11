import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { entitlements, orders, paymentEvents } from '#server/db/schema/index';
import { enqueuePush } from '#server/queue/index';

export type FulfilmentResult = 'fulfilled' | 'duplicate' | 'ignored';

type OrderEvent = { eventId: string; eventType: string; orderId: string; paymentIntentId?: string | null };

/** Records the provider event once; false when it was already handled. */
export async function claimEvent(tx: Tx, eventId: string, type: string) {
  const claimed = await tx.insert(paymentEvents).values({ id: eventId, type }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/**
 * Marks the order paid, grants its entitlement and queues its realtime push, in one
 * transaction, once per event id.
 * Shared by Stripe's webhook and the local simulator.
 */
export async function fulfilOrder(db: Db, event: OrderEvent): Promise<FulfilmentResult> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.eventId, event.eventType))) return { result: 'duplicate' as const };
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
    if (!order) return { result: 'ignored' as const };
    if (order.orderStatus === 'completed') return { result: 'duplicate' as const };
    await tx
      .update(orders)
      .set({ orderStatus: 'completed', paymentStatus: 'paid', paymentIntentId: event.paymentIntentId ?? order.paymentIntentId })
      .where(eq(orders.id, order.id));
    await tx
      .insert(entitlements)
      .values({ userId: order.userId, purpose: order.purpose, targetId: order.targetId, orderId: order.id })
      .onConflictDoNothing();
    await enqueuePush(tx, order.userId, { type: 'entitlement', data: { purpose: order.purpose, targetId: order.targetId } });
    return { result: 'fulfilled' as const, order };
  });
  return outcome.result;
}

type StatusChange = { orderStatus?: 'pending' | 'canceled'; paymentStatus: 'failed' | 'unpaid' };

/** A failed or expired payment: recorded once per event, never touching a paid order. */
export async function recordPaymentProblem(db: Db, event: OrderEvent, change: StatusChange): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.eventId, event.eventType))) return 'duplicate';
    const updated = await tx
      .update(orders)
      .set(change)
      .where(and(eq(orders.id, event.orderId), eq(orders.orderStatus, 'pending')))
      .returning({ id: orders.id });
    return updated.length > 0 ? 'fulfilled' : 'ignored';
  });
}

/** A refund: the order is marked refunded and what it unlocked is taken back. */
export async function refundOrder(db: Db, event: Omit<OrderEvent, 'orderId'> & { paymentIntentId: string }) {
  return db.transaction(async (tx): Promise<FulfilmentResult> => {
    if (!(await claimEvent(tx, event.eventId, event.eventType))) return 'duplicate';
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded' })
      .where(eq(orders.paymentIntentId, event.paymentIntentId))
      .returning();
    if (!order) return 'ignored';
    await tx.delete(entitlements).where(eq(entitlements.orderId, order.id));
    return 'fulfilled';
  });
}
