import { CHECKOUT_EXPIRY_MINUTES, type ORDER_STATES } from '#contracts/payments-terms';
import type { orders } from '#server/db/index';

type OrderRow = Pick<typeof orders.$inferSelect, 'orderStatus' | 'paymentStatus' | 'refundRequestedAt' | 'createdAt'>;

const EXPIRY_MS = CHECKOUT_EXPIRY_MINUTES * 60_000;

/** Checkouts started before this instant can no longer be paid. */
export function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - EXPIRY_MS);
}

/**
 * One word for the pair (order_status, payment_status) users see. A pending checkout past its
 * expiry reads as canceled even before the sweep marks it (expireAbandonedCheckouts).
 */
export function orderState(order: OrderRow, now: Date = new Date()): (typeof ORDER_STATES)[number] {
  if (order.paymentStatus === 'refunded' || order.refundRequestedAt) return 'refunded';
  if (order.orderStatus === 'completed' && order.paymentStatus === 'paid') return 'paid';
  if (order.orderStatus === 'canceled') return 'canceled';
  if (order.createdAt <= expiredBefore(now)) return 'canceled';
  if (order.paymentStatus === 'failed') return 'failed';
  return 'pending';
}

/** A checkout that can still be paid or canceled (a declined card may be retried). */
export function isOpen(order: OrderRow, now: Date = new Date()): boolean {
  const state = orderState(order, now);
  return state === 'pending' || state === 'failed';
}
