import Stripe from 'stripe';
import { CHECKOUT_EXPIRY_MINUTES } from '#contracts/payments-terms';
import type { PaymentProvider } from './provider.ts';

export type StripeOptions = { secretKey: string; apiUrl?: string };

/** The SDK client; `apiUrl` points it at another host (stripe-mock, a test server). */
export function createStripeClient({ secretKey, apiUrl }: StripeOptions): Stripe {
  if (!apiUrl) return new Stripe(secretKey);
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

/** Real counterpart: a Stripe Checkout Session; fulfilment comes from the signed webhook. */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createCheckout(input) {
      const metadata = {
        orderId: input.orderId,
        userId: input.userId,
        purpose: input.purpose,
        targetId: input.targetId,
        priceId: input.product.priceId,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.product.currency,
                unit_amount: input.product.amountCents,
                product_data: { name: input.product.name, description: input.product.description },
              },
            },
          ],
          customer_email: input.email,
          client_reference_id: input.orderId,
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: 'fr',
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_EXPIRY_MINUTES * 60,
        },
        { idempotencyKey: `checkout-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async cancelCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(paymentIntentId) {
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
    },
  };
}
