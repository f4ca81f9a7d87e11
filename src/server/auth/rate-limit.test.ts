import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { errorMessages } from '#contracts/errors-terms';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { fromPostgres } from '#server/db/client';
import { rateLimits } from '#server/db/schema/index';
import { testDatabaseUrl } from '#server/testing/database';
import { createTestApp, post, registration, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
});
afterAll(() => t.close());

/** A second instance of the app on the same database (as behind a load balancer). */
async function secondInstance() {
  const url = testDatabaseUrl(t.db);
  const database = url ? fromPostgres(url) : { ...t.database, close: async () => {} };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN, RATE_LIMIT_AUTH_MAX: '3' });
  const app = await buildApp({ config, database, serveWebApp: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (url) await database.close();
    },
  };
}

describe('rate limits', () => {
  it.each([
    ['sign-in', '/api/auth/sign-in/email', { email: 'a@example.fr', password: 'x' }],
    ['sign-up', '/api/accounts/register', registration({ email: 'not-an-email' })],
    ['password reset request', '/api/auth/request-password-reset', { email: 'a@example.fr', redirectTo: '/auth/reset-password' }],
    ['password reset', '/api/auth/reset-password', { newPassword: 'abcdefghij', token: 'nope' }],
    ['verification resend', '/api/auth/send-verification-email', { email: 'a@example.fr' }],
    ["a sign-in's two-factor code", '/api/auth/two-factor/verify-totp', { code: '123456' }],
    ["a sign-in's backup code", '/api/auth/two-factor/verify-backup-code', { code: 'abcde-fghij' }],
  ])('limits %s with a French 429', async (_name, url, body) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(t, url, body)).statusCode).not.toBe(429);
    }
    const limited = await post(t, url, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: errorMessages.rateLimited });
  });
});

describe('rate limits shared by instances', () => {
  it('counts hits on two app instances of one database in one counter', async () => {
    await t.db.delete(rateLimits);
    const other = await secondInstance();
    try {
      const body = { email: 'shared@example.fr' };
      const url = '/api/auth/send-verification-email';
      const fromOther = () => other.app.inject({ method: 'POST', url, payload: body, headers: { origin: TEST_ORIGIN } });
      expect((await post(t, url, body)).statusCode).not.toBe(429);
      expect((await fromOther()).statusCode).not.toBe(429);
      expect((await post(t, url, body)).statusCode).not.toBe(429);
      const limited = await fromOther();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: errorMessages.rateLimited });
    } finally {
      await other.close();
    }
  });

  it('starts a new window once the counter expired', async () => {
    const url = '/api/auth/send-verification-email';
    await t.db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await post(t, url, { email: 'again@example.fr' })).statusCode).not.toBe(429);
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, '%send-verification-email%'));
    expect(rows.map((row) => row.count)).toEqual([1]);
  });
});

describe('credential endpoints of a signed-in user', () => {
  it('limits change-password with a French 429', async () => {
    const other = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const cookie = await signUpAndIn(other, { email: 'change@example.fr' });
      const change = () => post(other, '/api/auth/change-password', { currentPassword: 'mauvais-mot', newPassword: 'nouveau-mot-1' }, cookie);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await change()).statusCode).not.toBe(429);
      const limited = await change();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: errorMessages.rateLimited });
    } finally {
      await other.close();
    }
  });
});
