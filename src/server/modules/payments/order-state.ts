import type { ORDER_STATES } from '#contracts/payments-terms';
import type { orders } from '#server/db/schema/index';

type OrderRow = Pick<typeof orders.$inferSelect, 'orderStatus' | 'paymentStatus'>;

/** One word for the pair (order_status, payment_status) users see. */
export function orderState(order: OrderRow): (typeof ORDER_STATES)[number] {
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.orderStatus === 'completed' && order.paymentStatus === 'paid') return 'paid';
  if (order.orderStatus === 'canceled') return 'canceled';
  if (order.paymentStatus === 'failed') return 'failed';
  return 'pending';
}

/** A checkout that can still be paid or canceled (a declined card may be retried). */
export function isOpen(order: OrderRow): boolean {
  const state = orderState(order);
  return state === 'pending' || state === 'failed';
}
