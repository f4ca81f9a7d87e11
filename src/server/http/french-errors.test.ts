import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrorPage } from '#contracts/auth-messages';
import { errorMessages } from '#contracts/errors-terms';
import { createTestApp, type TestApp } from '#server/testing/app';
import { rawRequest } from '#server/testing/raw-http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('malformed percent-encoding', () => {
  it.each(['/api/x%E0%A4%A', '/api/auth/%zz', '/api/health%'])('answers the French error shape on the API: %s', async (path) => {
    const res = await rawRequest(t.app, { path });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'VALIDATION_ERROR', message: errorMessages.invalidAddress } });
    // The router answers before any hook runs: the security headers go with it all the same.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/%zz', '/missions/%E0%A4%A'])('answers a French page elsewhere: %s', async (path) => {
    const res = await rawRequest(t.app, { path });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('lang="fr"');
    expect(res.body).toContain(errorMessages.invalidAddress);
    expect(res.body).not.toContain('FST_ERR');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe("Better Auth's error page", () => {
  it('is ours, in French, without links elsewhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/error?error=state_mismatch' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('lang="fr"');
    expect(res.body).toContain(authErrorPage.message);
    expect(res.body).toContain('href="/auth/login"');
    expect(res.body).not.toMatch(/Ask AI|better-auth\.com|state_mismatch/i);
  });
});
