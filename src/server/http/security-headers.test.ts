import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], upgradeInsecureRequests: null } },
  hsts: false,
};

describe('security headers', () => {
  it("are Helmet's, read from its options once", () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('go with every answer, an error and a 404 included', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, securityHeaders(options));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    const expected = securityHeaders(options);
    for (const url of ['/ok', '/fails', '/missing']) {
      const answer = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });
});
