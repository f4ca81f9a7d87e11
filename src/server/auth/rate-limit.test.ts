import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { createTestApp, post, registration, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it.each([
    ['sign-in', '/api/auth/sign-in/email', { email: 'a@example.fr', password: 'x' }],
    ['sign-up', '/api/accounts/register', registration({ email: 'not-an-email' })],
    ['password reset request', '/api/auth/request-password-reset', { email: 'a@example.fr', redirectTo: '/auth/reset-password' }],
    ['password reset', '/api/auth/reset-password', { newPassword: 'abcdefghij', token: 'nope' }],
    ['verification resend', '/api/auth/send-verification-email', { email: 'a@example.fr' }],
  ])('limits %s with a French 429', async (_name, url, body) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(t, url, body)).statusCode).not.toBe(429);
    }
    const limited = await post(t, url, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: errorMessages.rateLimited });
  });
});
