import type Stripe from 'stripe';
import type { Config } from '#server/config';
import type { PaymentProvider } from './provider.ts';
import { simulatorProvider } from './simulator.ts';
import { createStripeClient, stripeProvider } from './stripe.ts';

export type Payments = { provider: PaymentProvider; stripe: { client: Stripe; webhookSecret: string } | null };

/** Stripe when both keys are configured, otherwise the local card simulator. */
export function createPayments(config: Config): Payments {
  const { secretKey, webhookSecret, apiUrl } = config.stripe;
  if (secretKey && webhookSecret) {
    const client = createStripeClient({ secretKey, apiUrl });
    return { provider: stripeProvider(client), stripe: { client, webhookSecret } };
  }
  return { provider: simulatorProvider(config.publicUrl), stripe: null };
}
