import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { ConfigError, type Config } from '#server/config';
import type { PaymentProvider } from './provider.ts';

export type { PaymentProvider } from './provider.ts';
import { simulatorProvider } from './simulator.ts';
import { createStripeClient, stripeProvider } from './stripe.ts';

/** `provider` is null when payments are off (production without Stripe keys). */
export type Payments = { provider: PaymentProvider | null; stripe: { client: Stripe; webhookSecret: string } | null };

/** The provider chosen by the configuration (`PAYMENTS_PROVIDER`, Stripe keys, NODE_ENV). */
export function createPayments(config: Config, logger: FastifyBaseLogger): Payments {
  const { secretKey, webhookSecret, apiUrl } = config.stripe;
  switch (config.payments.provider) {
    case 'stripe': {
      if (!secretKey || !webhookSecret)
        throw new ConfigError('Invalid configuration:\nPAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      const client = createStripeClient({ secretKey, apiUrl });
      return { provider: stripeProvider(client), stripe: { client, webhookSecret } };
    }
    case 'simulator':
      if (config.isProduction) {
        logger.warn('PAYMENTS_PROVIDER=simulator in production: the card simulator unlocks paid access with the test card, no real payment is taken');
      }
      return { provider: simulatorProvider(), stripe: null };
    case 'none':
      logger.warn('payments are off: no Stripe keys in production, checkout answers 503 (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
      return { provider: null, stripe: null };
  }
}
