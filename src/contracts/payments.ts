import { z } from 'zod';
import { ZReceiptLink } from './receipts.ts';
import { CHECKOUT_ID_MAX_LENGTH, ORDER_STATES, PURCHASE_PURPOSES, SUBSCRIPTION_STATUSES } from './payments-terms.ts';
import { zText } from './text.ts';

export const ZPurchasePurpose = z.enum(PURCHASE_PURPOSES);

export const ZCheckoutRequest = z.object({
  priceId: zText(CHECKOUT_ID_MAX_LENGTH).min(1),
  mode: z.enum(['payment', 'subscription']),
  purpose: ZPurchasePurpose,
  targetId: z.uuid(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZCheckoutResponse = z.object({ url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZSessionParams = z.object({ sessionId: zText(CHECKOUT_ID_MAX_LENGTH).min(1) });

export const ZCheckoutSession = z.object({
  sessionId: z.string(),
  state: z.enum(ORDER_STATES),
  purpose: ZPurchasePurpose,
  amountCents: z.number().int(),
  currency: z.string(),
  productName: z.string(),
  target: z.object({ id: z.uuid(), label: z.string(), path: z.string() }),
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

export const ZSimulatorPayment = z.object({
  cardNumber: zText(30).transform((value) => value.replace(/\s+/g, '')),
  expiry: zText(5).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Date d’expiration invalide (MM/AA).'),
  cvc: zText(4).regex(/^\d{3,4}$/, 'Cryptogramme invalide.'),
});
export const ZSimulatorPaymentResponse = z.object({ redirectUrl: z.string() });
export type TSimulatorPaymentResponse = z.infer<typeof ZSimulatorPaymentResponse>;

export const ZEntitlementResponse = z.object({ entitled: z.boolean() });

export const ZOrder = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  purpose: ZPurchasePurpose,
  targetLabel: z.string(),
  targetPath: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  state: z.enum(ORDER_STATES),
  /** Paid with a credit (ADR 0054), not a card: no money was charged for it. */
  paidWithCredit: z.boolean(),
  /** The receipt of a paid order, then the credit note of its refund. */
  documents: z.array(ZReceiptLink),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrdersResponse = z.object({ orders: z.array(ZOrder) });
export type TOrdersResponse = z.infer<typeof ZOrdersResponse>;

export const ZSubscription = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethodBrand: z.string().nullable(),
  paymentMethodLast4: z.string().nullable(),
  priceId: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionResponse = z.object({ subscription: ZSubscription.nullable() });
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;
