import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '#contracts/payments-terms';
import { type Db, subscriptions } from '#server/db/index';
import { claimEvent, type FulfilmentResult } from './fulfilment.ts';

/** The statuses Stripe sends (`not_started` is ours, before any checkout). */
const ZStatus = z.enum(SUBSCRIPTION_STATUSES).exclude(['not_started']);
const fromEpoch = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Mirrors a Stripe subscription (the spec's stripe_user_subscriptions) for the user in its metadata. */
export async function upsertSubscription(
  db: Db,
  event: { eventId: string; eventType: string },
  subscription: Stripe.Subscription,
): Promise<FulfilmentResult> {
  const userId = subscription.metadata?.userId;
  const status = ZStatus.safeParse(subscription.status);
  if (!userId || !status.success) return 'ignored';
  const item = subscription.items.data[0];
  const card = typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method?.card : null;
  const values = {
    userId,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    subscriptionId: subscription.id,
    priceId: item?.price.id ?? null,
    subscriptionStatus: status.data,
    currentPeriodStart: fromEpoch(item?.current_period_start),
    currentPeriodEnd: fromEpoch(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    paymentMethodBrand: card?.brand ?? null,
    paymentMethodLast4: card?.last4 ?? null,
  };
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.eventId, event.eventType))) return 'duplicate';
    await tx.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: values });
    return 'fulfilled';
  });
}

export async function getSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) return null;
  return {
    status: row.subscriptionStatus,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
    priceId: row.priceId,
  };
}
