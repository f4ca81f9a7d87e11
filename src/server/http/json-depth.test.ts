import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { containsNulByte } from '#contracts/text-terms';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { MAX_BODY_DEPTH, nestingExceeds } from './json-depth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const postRaw = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN } });
const TOO_DEEP = { code: 'VALIDATION_ERROR', message: errorMessages.jsonTooDeep };

describe('deeply nested JSON bodies', () => {
  it.each(['/api/auth/sign-in/email', '/api/contact', '/api/accounts/register'])('answers a French 400 on %s, not a 500', async (url) => {
    const res = await postRaw(url, `{"email":${nested(10_000)}}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual(TOO_DEEP);
  });

  it('accepts ordinary nesting, and brackets inside strings are text', async () => {
    const res = await postRaw('/api/auth/sign-in/email', JSON.stringify({ email: `${'['.repeat(5000)}@example.fr`, password: '{{{{' }));
    expect(res.statusCode).not.toBe(500);
    expect(res.json().error?.message).not.toBe(errorMessages.jsonTooDeep);
    expect(nestingExceeds(JSON.parse(nested(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false);
    expect(nestingExceeds(JSON.parse(nested(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true);
    expect(nestingExceeds({ a: '[[[', b: [{ c: [] }] }, 4)).toBe(false);
    expect(nestingExceeds({ a: '[[[', b: [{ c: [] }] }, 3)).toBe(true);
    expect(nestingExceeds(Buffer.from('[[[[[['), 1)).toBe(false);
  });
});

describe('containsNulByte', () => {
  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = depth % 2 ? [deep] : { k: deep };
    expect(containsNulByte(deep)).toBe(true);
    expect(containsNulByte({ ok: ['a', { b: 'c' }], 'k\u0000': 1 })).toBe(true);
    expect(containsNulByte({ ok: ['a', { b: 'c' }] })).toBe(false);
    expect(containsNulByte(new Array(500_000).fill(0))).toBe(false);
  });
});
