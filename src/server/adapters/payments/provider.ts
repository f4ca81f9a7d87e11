import type { TProduct, TPurchasePurpose } from '#contracts/payments-terms';

export type CheckoutInput = {
  orderId: string;
  userId: string;
  email: string;
  product: TProduct;
  purpose: TPurchasePurpose;
  targetId: string;
  /** `{CHECKOUT_SESSION_ID}` is replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/** Where the card is taken. Fulfilment is ours, shared by every provider. */
export interface PaymentProvider {
  readonly kind: 'simulator' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Voids an open checkout session so it can no longer be paid (best effort). */
  cancelCheckout(sessionId: string): Promise<void>;
  /** Refunds a payment in full (a payment for something the buyer already held). */
  refund(paymentIntentId: string): Promise<void>;
}
