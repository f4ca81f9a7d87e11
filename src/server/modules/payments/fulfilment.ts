import { and, eq, isNull, ne } from 'drizzle-orm';
import { type Db, type Tx, applicationCredits, entitlements, orders, paymentEvents, paymentRefunds } from '#server/db/index';
import { recordEvent } from '#server/modules/notifier/index';
import { issueCreditNote, issueReceipt } from './receipts.ts';

/** `already_entitled`: paid for what the buyer already held (refused or refunded, never granted twice). */
export type FulfilmentResult = 'fulfilled' | 'duplicate' | 'ignored' | 'already_entitled';

/**
 * What to do with a payment for a target the buyer already holds: the simulator refuses it
 * before any charge (`cancel`); a real provider already charged the card (`refund`).
 */
export type AlreadyEntitledPolicy = 'cancel' | 'refund';

type OrderEvent = { eventId: string; eventType: string; orderId: string; paymentIntentId?: string | null };
/** A completed payment: `baseUrl` is the site its confirmation mail links to. */
type PaymentEvent = OrderEvent & { baseUrl: string };

/** Records the provider event once; false when it was already handled. */
export async function claimEvent(tx: Tx, eventId: string, type: string) {
  const claimed = await tx.insert(paymentEvents).values({ id: eventId, type }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/**
 * Marks the order paid, grants its entitlement, issues its receipt (numbered in this very
 * transaction, ADR 0053) and records `purchase.completed`, in one transaction, once per event id.
 * Shared by Stripe's webhook and the local simulator. When the buyer already holds the target
 * (another order paid for it), nothing is granted twice: the order is canceled (`cancel`) or
 * recorded as paid and marked to refund (`refund`, then `refundPaymentIntent` is set).
 */
export async function fulfilOrder(
  db: Db,
  event: PaymentEvent,
  alreadyEntitled: AlreadyEntitledPolicy = 'refund',
): Promise<{ result: FulfilmentResult; refundPaymentIntent?: string }> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.eventId, event.eventType))) return { result: 'duplicate' as const };
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
    if (!order) return { result: 'ignored' as const };
    if (order.orderStatus === 'completed') return { result: 'duplicate' as const };
    const paymentIntentId = event.paymentIntentId ?? order.paymentIntentId;
    // Its charge was refunded in full before this completion arrived: recorded, nothing granted.
    if (paymentIntentId && (await wasRefunded(tx, paymentIntentId))) {
      await tx.update(orders).set({ orderStatus: 'completed', paymentStatus: 'refunded', paymentIntentId }).where(eq(orders.id, order.id));
      return { result: 'ignored' as const };
    }
    // The unique (user, purpose, target) key decides, even for two payments at the same time.
    const granted = await tx
      .insert(entitlements)
      .values({ userId: order.userId, purpose: order.purpose, targetId: order.targetId, orderId: order.id })
      .onConflictDoNothing()
      .returning({ id: entitlements.id });
    if (granted.length === 0) {
      if (alreadyEntitled === 'cancel') {
        await tx.update(orders).set({ orderStatus: 'canceled' }).where(eq(orders.id, order.id));
        return { result: 'already_entitled' as const };
      }
      await tx
        .update(orders)
        .set({ orderStatus: 'completed', paymentStatus: 'paid', paymentIntentId, refundRequestedAt: new Date() })
        .where(eq(orders.id, order.id));
      return { result: 'already_entitled' as const, refundPaymentIntent: paymentIntentId ?? undefined };
    }
    await tx.update(orders).set({ orderStatus: 'completed', paymentStatus: 'paid', paymentIntentId }).where(eq(orders.id, order.id));
    const receipt = await issueReceipt(tx, order);
    await recordEvent(tx, {
      type: 'purchase.completed',
      orderId: order.id,
      userId: order.userId,
      purpose: order.purpose,
      targetId: order.targetId,
      receiptId: receipt.id,
      baseUrl: event.baseUrl,
    });
    return { result: 'fulfilled' as const };
  });
  return { result: outcome.result, refundPaymentIntent: 'refundPaymentIntent' in outcome ? outcome.refundPaymentIntent : undefined };
}

async function wasRefunded(tx: Tx, paymentIntentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentRefunds.paymentIntentId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentIntentId, paymentIntentId));
  return row !== undefined;
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

/**
 * A full refund: recorded by payment intent (a completion arriving later grants nothing), and
 * the order is marked refunded. What it unlocked stays while another paid, non-refunded order
 * for the same target remains (the entitlement then points at that one); otherwise it is taken
 * back. A receipted order gets its credit note; an unspent credit it had earned (ADR 0054) is
 * withdrawn. A partial refund (`full` false) is acknowledged
 * and changes nothing: access stays.
 */
export async function refundOrder(db: Db, event: Omit<OrderEvent, 'orderId'> & { paymentIntentId: string; full: boolean }) {
  return db.transaction(async (tx): Promise<FulfilmentResult> => {
    if (!(await claimEvent(tx, event.eventId, event.eventType))) return 'duplicate';
    if (!event.full) return 'ignored';
    await tx.insert(paymentRefunds).values({ paymentIntentId: event.paymentIntentId, eventId: event.eventId }).onConflictDoNothing();
    const [order] = await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.paymentIntentId, event.paymentIntentId)).returning();
    if (!order) return 'ignored';
    await issueCreditNote(tx, order.id);
    // Its fee was already given back as a credit: the money returns once, so an unspent credit goes (ADR 0054).
    await tx.delete(applicationCredits).where(and(eq(applicationCredits.sourceOrderId, order.id), isNull(applicationCredits.spentAt)));
    const [held] = await tx.select().from(entitlements).where(eq(entitlements.orderId, order.id)).for('update');
    if (!held) return 'fulfilled';
    const [remaining] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, order.userId),
          eq(orders.purpose, order.purpose),
          eq(orders.targetId, order.targetId),
          ne(orders.id, order.id),
          eq(orders.orderStatus, 'completed'),
          eq(orders.paymentStatus, 'paid'),
          isNull(orders.refundRequestedAt),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(1);
    if (remaining) await tx.update(entitlements).set({ orderId: remaining.id }).where(eq(entitlements.id, held.id));
    else await tx.delete(entitlements).where(eq(entitlements.id, held.id));
    return 'fulfilled';
  });
}
