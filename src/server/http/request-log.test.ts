import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member } from '#server/testing/members';

/** What the app logged, one parsed JSON object per line. */
const lines: Record<string, unknown>[] = [];
const requestLines = () => lines.filter((line) => line.msg === 'request');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      extend: (app) => app.get('/api/test/boom', { config: { access: 'public' } }, async () => Promise.reject(new Error('boom'))),
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('every answer carries a fresh id: a 200, a 404 and a 500', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const failed = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect([ok.statusCode, missing.statusCode, failed.statusCode]).toEqual([200, 404, 500]);
    const ids = [ok, missing, failed].map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it("a visitor's answer served from the cache carries its own request's id", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/catalog/sectors' });
    const cached = await t.app.inject({ method: 'GET', url: '/api/catalog/sectors' });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-request-id']).toMatch(UUID);
    expect(cached.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c2e.41:b_9' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e.41:b_9');
    for (const malformed of ['short', 'has space in it', `${'a'.repeat(129)}`, '<script>alert(1)</script>', '-starts-with-dash']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': malformed } });
      expect(replaced.headers['x-request-id'], malformed).toMatch(UUID);
    }
  });
});

describe('request log', () => {
  it('writes one line per request with its id, route pattern, status and duration, and no query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profiles/00000000-0000-4000-8000-000000000000?token=secret-reset-token' });
    expect(response.statusCode).toBe(404);
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 30,
      requestId: response.headers['x-request-id'],
      method: 'GET',
      route: '/api/profiles/:id',
      status: 404,
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(line).not.toHaveProperty('userId');
    // Fastify's own pair of lines is off, and nothing logs the address or the client.
    expect(lines.filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed')).toEqual([]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('secret-reset-token');
    expect(logged).not.toContain('127.0.0.1');
  });

  it('logs an unknown address without its path or query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing?token=another-secret' });
    expect(response.statusCode).toBe(404);
    expect(requestLines()).toEqual([expect.objectContaining({ route: null, status: 404, requestId: response.headers['x-request-id'] })]);
    expect(JSON.stringify(lines)).not.toContain('another-secret');
  });

  it('names the signed-in viewer by id only, never by email', async () => {
    const company = await member(t, 'company', 'Journal');
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: company.cookie } });
    expect(response.statusCode).toBe(200);
    const [line] = requestLines();
    expect(line).toMatchObject({ route: '/api/me', status: 200, userId: company.id });
    expect(JSON.stringify(lines)).not.toContain(company.email);
  });

  it("carries the request's id in Better Auth's lines", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host },
      payload: { email: 'personne@example.fr', password: 'un mot de passe faux' },
    });
    expect(response.statusCode).toBe(401);
    const betterAuthLines = lines.filter((entry) => String(entry.msg).startsWith('better-auth: '));
    expect(betterAuthLines).not.toEqual([]);
    for (const line of betterAuthLines) expect(line).toMatchObject({ requestId: response.headers['x-request-id'] });
  });

  it('logs a 5xx as a warning with the same id as the error line and the answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    const id = response.headers['x-request-id'];
    const [line] = requestLines();
    expect(line).toMatchObject({ level: 40, requestId: id, route: '/api/test/boom', status: 500 });
    expect(lines.find((entry) => entry.msg === 'unhandled error')).toMatchObject({ requestId: id });
  });
});
