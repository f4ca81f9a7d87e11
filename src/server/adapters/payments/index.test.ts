import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { createPayments } from './index.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://cmconnect.example',
  BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
};

function logger() {
  const log = Fastify({ logger: { level: 'silent' } }).log;
  const warn = vi.spyOn(log, 'warn');
  return { log, warn };
}

describe('createPayments', () => {
  it('runs the simulator in production only when asked, with a start-up warning', () => {
    const { log, warn } = logger();
    const payments = createPayments(loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: 'simulator' }), log);
    expect(payments.provider?.kind).toBe('simulator');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/PAYMENTS_PROVIDER=simulator in production/));
  });

  it('has no provider in production without Stripe keys, and says so', () => {
    const { log, warn } = logger();
    expect(createPayments(loadConfig(PRODUCTION), log)).toEqual({ provider: null, stripe: null });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/payments are off/));
  });

  it('uses the simulator quietly outside production, Stripe when both keys are set', () => {
    const { log, warn } = logger();
    expect(createPayments(loadConfig({}), log).provider?.kind).toBe('simulator');
    const stripe = createPayments(loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }), log);
    expect(stripe.provider?.kind).toBe('stripe');
    expect(stripe.stripe?.webhookSecret).toBe('whsec_x');
    expect(warn).not.toHaveBeenCalled();
  });
});
