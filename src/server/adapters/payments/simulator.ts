import { paths } from '#contracts/paths';
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/**
 * Embedded default: the checkout page is served by the app itself; the card is checked and
 * the order fulfilled on our server (see the simulator routes), by the same code as Stripe's webhook.
 */
export function simulatorProvider(): PaymentProvider & { readonly refunds: string[] } {
  const refunds: string[] = [];
  return {
    kind: 'simulator',
    refunds,
    async createCheckout(input) {
      const sessionId = `sim_${randomBytes(16).toString('hex')}`;
      // On the same origin as the success page, i.e. the address the buyer opened.
      return { sessionId, url: `${new URL(input.successUrl).origin}${paths.checkoutSimulator(sessionId)}` };
    },
    // Simulated sessions live in our orders table only: voiding the order is enough.
    async cancelCheckout() {},
    /** No card was charged: the refund is only recorded. */
    async refund(paymentIntentId) {
      refunds.push(paymentIntentId);
    },
  };
}
