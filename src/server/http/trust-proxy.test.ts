import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, TEST_PRODUCTION_ENV, type TestApp } from '#server/testing/app';

/** Sign-in attempts (limited to 2 a minute per IP), each claiming to come from `forwardedFor`. */
function signInFrom(t: TestApp, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'nobody@example.fr', password: 'wrong-password' },
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
  });
}

describe('TRUST_PROXY unset (the default), in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...TEST_PRODUCTION_ENV, RATE_LIMIT_AUTH_MAX: '2' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: rotating it does not escape the per-IP rate limit', async () => {
    expect((await signInFrom(t, '203.0.113.1')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '203.0.113.2')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '203.0.113.3')).statusCode).toBe(429);
    expect((await signInFrom(t, '203.0.113.4')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the client address from X-Forwarded-For', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await signInFrom(t, client)).statusCode).not.toBe(429);
    }
    expect((await signInFrom(t, '198.51.100.9')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '198.51.100.9')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '198.51.100.9')).statusCode).toBe(429);
  });

  it('trusts only one hop: an address the client prepends does not count', async () => {
    // The proxy appends the real client (198.51.100.20); what the client wrote before it is ignored.
    expect((await signInFrom(t, '10.9.9.1, 198.51.100.20')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '10.9.9.2, 198.51.100.20')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '10.9.9.3, 198.51.100.20')).statusCode).toBe(429);
  });
});
