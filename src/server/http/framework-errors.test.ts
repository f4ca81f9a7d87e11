import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { createTestApp, type TestApp } from '#server/testing/app';

/** Found by the API fuzzer (ADR 0038): the router answered these in Fastify's shape, not ours. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an address no route answers', () => {
  it('is a 404 in the error shape, whole, to a client that accepts compression', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}/api/nulle-part`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: errorMessages.notFound } });
  });
});

describe('paths the router refuses', () => {
  it('a path parameter over the router limit answers 414 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${'é'.repeat(5_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: errorMessages.urlTooLong } });
  });

  it('an id between 100 and 200 characters is the contract’s to judge, as any malformed id (404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${'a'.repeat(150)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('an id over the contract’s 200 characters is refused by the contract (400), not the router', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('a path that is not valid UTF-8 answers 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: errorMessages.invalidAddress } });
  });
});
