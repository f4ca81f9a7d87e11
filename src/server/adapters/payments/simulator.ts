import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

export const SIMULATOR_PAGE = '/checkout/simulator';

/**
 * Embedded default: the checkout page is served by the app itself; the card is checked and
 * the order fulfilled on our server (see the simulator routes), by the same code as Stripe's webhook.
 */
export function simulatorProvider(publicUrl: string): PaymentProvider {
  return {
    kind: 'simulator',
    async createCheckout() {
      const sessionId = `sim_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: `${publicUrl}${SIMULATOR_PAGE}/${sessionId}` };
    },
  };
}
