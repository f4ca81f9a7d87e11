import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { errorMessages } from '#contracts/errors-terms';
import { checkoutMessages, CONTACT_PRODUCT } from '#contracts/payments-terms';
import { loadConfig } from '#server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts';
import { accountsWithDemoPassword, replaceDemoPasswords } from '#server/db/seed/demo-passwords';
import { isDatabaseEmpty } from '#server/db/seed/index';
import { industrySectors, languages, orders, skills, user } from '#server/db/schema/index';
import { createTestApp, post, registration, signUpAndIn, TEST_ORIGIN, TEST_PRODUCTION_ENV, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { DemoPasswordError, prepareServer, productionWarnings } from './start.ts';

const productionConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    ...TEST_PRODUCTION_ENV,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...env,
  });

describe('a production start on an empty database', () => {
  let t: TestApp;
  let buyer: Member;
  let manager: Member;
  beforeAll(async () => {
    t = await createTestApp({ ...TEST_PRODUCTION_ENV });
    const { app } = await prepareServer(productionConfig(), t.database);
    await app.close();
    buyer = await member(t, 'individual', 'Julien');
    manager = await member(t, 'community_manager', 'Camille');
  });
  afterAll(() => t.close());

  it('loads no demo data: no demo account exists', async () => {
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    for (const email of demoEmails) {
      expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    }
  });

  it('has no simulator routes', async () => {
    const res = await post(t, '/api/checkout/simulator/sim_123/pay', { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' }, buyer.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      message: errorMessages.notFound,
    });
  });

  it("answers checkout with 503 'Paiement indisponible' and writes nothing", async () => {
    const res = await post(
      t,
      '/api/checkout',
      {
        priceId: CONTACT_PRODUCT.priceId,
        mode: 'payment',
        purpose: 'contact',
        targetId: manager.id,
      },
      buyer.cookie,
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: checkoutMessages.unavailable,
      requestId: res.headers['x-request-id'],
    });
    expect(checkoutMessages.unavailable).toBe('Paiement indisponible');
    const [row] = await t.db.select({ value: count() }).from(orders);
    expect(row?.value).toBe(0);
  });

  it('has no dev mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('start-up seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads only the reference data into an empty database in production by default, so members can register', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const { app } = await prepareServer(productionConfig(), t.database);
    await app.close();
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const [sectors] = await t.db.select({ value: count() }).from(industrySectors);
    const [skillCount] = await t.db.select({ value: count() }).from(skills);
    const [languageCount] = await t.db.select({ value: count() }).from(languages);
    expect([sectors?.value, skillCount?.value, languageCount?.value].every((value) => (value ?? 0) > 0)).toBe(true);

    const res = await post(t, '/api/accounts/register', registration({ email: 'premiere@example.fr', industrySector: 'E-commerce' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses to start in production with SEED_DEMO_DATA=true while a demo account has the published password', async () => {
    await signUpAndIn(t, {
      email: 'camille.martin@demo.cmconnect.fr',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(await accountsWithDemoPassword(t.db)).toHaveLength(1);

    await expect(prepareServer(productionConfig({ SEED_DEMO_DATA: 'true' }), t.database)).rejects.toThrow(DemoPasswordError);
    await expect(prepareServer(productionConfig({ SEED_DEMO_DATA: 'true' }), t.database)).rejects.toThrow(
      /npm run demo:passwords[\s\S]*Démarrage refusé/,
    );
    // A later start without SEED_DEMO_DATA refuses too: the demo accounts are still there.
    await expect(prepareServer(productionConfig(), t.database)).rejects.toThrow(DemoPasswordError);

    expect(await replaceDemoPasswords(t.db, 'a-new-long-password')).toBe(1);
    expect(await accountsWithDemoPassword(t.db)).toEqual([]);
    const { app } = await prepareServer(productionConfig({ SEED_DEMO_DATA: 'true' }), t.database);
    await app.close();
  });
});

describe('production warnings at start-up', () => {
  it('names plain http and a missing SMTP server', () => {
    const warnings = productionWarnings(productionConfig({ PUBLIC_URL: 'http://192.0.2.10:3000' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('PUBLIC_URL (http://192.0.2.10:3000) is plain http');
    expect(warnings[1]).toContain('SMTP_URL is not set');
  });

  it('has nothing to say over HTTPS with an SMTP server, nor outside production', () => {
    expect(productionWarnings(productionConfig({ PUBLIC_URL: 'https://cmconnect.example', SMTP_URL: 'smtp://127.0.0.1:2525' }))).toEqual([]);
    expect(productionWarnings(loadConfig({ LOG_LEVEL: 'silent' }))).toEqual([]);
  });
});

describe('start-up seeding with several instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds while holding the start-up lock (the migrations’ advisory lock on PostgreSQL)', async () => {
    let held = false;
    let seededWhileHeld = false;
    const database = {
      ...t.database,
      async withStartupLock<T>(task: () => Promise<T>) {
        held = true;
        try {
          const result = await task();
          // The reference data (production's default) is in before the lock is let go.
          seededWhileHeld = (await t.db.select({ value: count() }).from(industrySectors))[0]!.value > 0;
          return result;
        } finally {
          held = false;
        }
      },
    };
    const { app } = await prepareServer(productionConfig(), database);
    await app.close();
    expect(held).toBe(false);
    expect(seededWhileHeld).toBe(true);
  });
});
