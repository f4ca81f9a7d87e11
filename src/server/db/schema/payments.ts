import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TReceiptContent } from '#contracts/receipts';
import { id, timestamps } from './columns.ts';
import { creditReason, orderStatus, paymentProvider, paymentStatus, purchasePurpose, receiptKind, subscriptionStatus } from './enums.ts';
import { applications } from './missions.ts';
import { profiles } from './profiles.ts';

/** One-off purchases (the spec's stripe_user_orders), tied to a user and what was bought. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    purpose: purchasePurpose('purpose').notNull(),
    targetId: uuid('target_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    provider: paymentProvider('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    orderStatus: orderStatus('order_status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    /** Set when a payment arrived for what the user already held: the charge is being refunded (ADR 0017). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('orders_amount_check', sql`${t.amountCents} >= 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.orderStatus} = 'pending'`),
  ],
);

/** What a paid order unlocks: one user, one purpose, one target. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    purpose: purchasePurpose('purpose').notNull(),
    targetId: uuid('target_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [unique('entitlements_user_purpose_target_unique').on(t.userId, t.purpose, t.targetId)],
);

/** Provider events already handled, so a redelivered webhook fulfils once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  ...timestamps,
});

/**
 * Charges refunded in full, by payment intent (ADR 0037). Stripe may deliver a refund before
 * its checkout's completion: the completion that follows then grants nothing.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  eventId: text('event_id').notNull(),
  ...timestamps,
});

/** The spec's stripe_user_subscriptions. */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  priceId: text('price_id'),
  subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('not_started'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  paymentMethodBrand: text('payment_method_brand'),
  paymentMethodLast4: text('payment_method_last4'),
  ...timestamps,
});

/**
 * The last number given in each series of numbered documents (`receipt-2026`, `credit_note-2026`).
 * A number is taken by an upsert in the transaction that issues the document: the row stays locked
 * until it commits, and a rollback gives the number back, so a series has no gap (ADR 0053).
 */
export const documentSequences = pgTable('document_sequences', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
  ...timestamps,
});

/**
 * A receipt for a paid order, or the credit note ('avoir') of a refunded one, frozen when issued:
 * its number and its content (buyer, seller's legal mentions, amounts) never change afterwards.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    kind: receiptKind('kind').notNull(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** A credit note's receipt. */
    receiptId: uuid('receipt_id').references((): AnyPgColumn => receipts.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    content: jsonb('content').$type<TReceiptContent>().notNull(),
    ...timestamps,
  },
  (t) => [unique('receipts_order_kind_unique').on(t.orderId, t.kind), index('receipts_user_idx').on(t.userId, t.issuedAt)],
);

/**
 * Application fees given back as credits (ADR 0054): one row per credit, earned when the client
 * ignored the application it paid for, spent by the order it later paid. The unique keys make
 * both steps exactly-once whoever runs them: one credit per application and per order credited
 * back (so a credit never exceeds what was paid), one credit per order it pays.
 */
export const applicationCredits = pgTable(
  'application_credits',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The ignored application (null once its mission was removed with it). */
    applicationId: uuid('application_id')
      .unique('application_credits_application_unique')
      .references(() => applications.id, { onDelete: 'set null' }),
    /** The order that paid for that application, whose credit note documents this credit. */
    sourceOrderId: uuid('source_order_id')
      .notNull()
      .unique('application_credits_source_order_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: creditReason('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The order this credit paid (provider `credit`); null while it is available. */
    spentOrderId: uuid('spent_order_id')
      .unique('application_credits_spent_order_unique')
      .references(() => orders.id),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('application_credits_amount_check', sql`${t.amountCents} > 0`),
    check('application_credits_spent_check', sql`(${t.spentOrderId} IS NULL) = (${t.spentAt} IS NULL)`),
    index('application_credits_available_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.spentAt} IS NULL`),
  ],
);
