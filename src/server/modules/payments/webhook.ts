import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { ZPurchasePurpose } from '#contracts/payments';
import type { PaymentProvider } from '#server/adapters/payments/index';
import { type Db, orders } from '#server/db/index';
import { claimEvent, fulfilOrder, recordPaymentProblem, refundOrder, type FulfilmentResult } from './fulfilment.ts';
import { upsertSubscription } from './subscriptions.ts';

const paymentIntentId = (value: string | Stripe.PaymentIntent | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * The order a checkout session is about, only when its metadata agrees with the order we
 * stored (user, purpose, target): a session paid for something else fulfils nothing.
 */
async function matchingOrderId(db: Db, session: Stripe.Checkout.Session): Promise<string | null> {
  const { orderId, userId, purpose, targetId } = session.metadata ?? {};
  if (!orderId || !ZPurchasePurpose.safeParse(purpose).success) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== userId || order.purpose !== purpose || order.targetId !== targetId) return null;
  if (order.checkoutSessionId && order.checkoutSessionId !== session.id) return null;
  return order.id;
}

/** A paid session for what the buyer already held: recorded paid, then refunded in full. */
async function fulfilOrRefund(
  db: Db,
  provider: PaymentProvider,
  event: Parameters<typeof fulfilOrder>[1],
  log: FastifyBaseLogger,
): Promise<FulfilmentResult> {
  const { result, refundPaymentIntent } = await fulfilOrder(db, event, 'refund');
  if (refundPaymentIntent) {
    try {
      await provider.refund(refundPaymentIntent);
      log.warn({ orderId: event.orderId, paymentIntent: refundPaymentIntent }, 'second payment for an unlocked target: refunded');
    } catch (error) {
      // The order keeps refund_requested_at: an operator can finish the refund from the dashboard.
      log.error({ err: error, orderId: event.orderId, paymentIntent: refundPaymentIntent }, 'refund of a second payment failed');
    }
  }
  return result;
}

/** Handles one verified Stripe event; idempotent by event id. Confirmation mails link to `publicUrl`. */
export async function handleStripeEvent(
  db: Db,
  provider: PaymentProvider,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  publicUrl: string,
): Promise<FulfilmentResult> {
  const base = { eventId: event.id, eventType: event.type };
  // A signed event without its object (a thin or malformed event): acknowledged and recorded.
  if (!(event.data as { object?: unknown } | undefined)?.object) {
    log.warn({ eventId: event.id, type: event.type }, 'stripe event without data.object: recorded, nothing to do');
    const recorded = await db.transaction((tx) => claimEvent(tx, event.id, event.type));
    return recorded ? 'ignored' : 'duplicate';
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const orderId = await matchingOrderId(db, session);
      if (!orderId) {
        log.warn({ eventId: event.id, sessionId: session.id }, 'stripe event does not match an order: ignored');
        return 'ignored';
      }
      const withOrder = { ...base, orderId, paymentIntentId: paymentIntentId(session.payment_intent) };
      if (event.type === 'checkout.session.async_payment_failed') {
        return recordPaymentProblem(db, withOrder, { paymentStatus: 'failed' });
      }
      if (event.type === 'checkout.session.expired') {
        return recordPaymentProblem(db, withOrder, { orderStatus: 'canceled', paymentStatus: 'unpaid' });
      }
      // A delayed payment method completes the session unpaid; its success event comes later.
      if (session.payment_status === 'unpaid') return 'ignored';
      return fulfilOrRefund(db, provider, { ...withOrder, baseUrl: publicUrl }, log);
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = paymentIntentId(charge.payment_intent);
      // Sent for partial refunds too: only a charge refunded in full takes access back.
      const full = charge.refunded === true || (charge.amount > 0 && charge.amount_refunded >= charge.amount);
      return intent ? refundOrder(db, { ...base, paymentIntentId: intent, full }) : 'ignored';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return upsertSubscription(db, base, event.data.object);
    default:
      return 'ignored';
  }
}
