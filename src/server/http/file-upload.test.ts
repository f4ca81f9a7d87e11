import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarMessages } from '#contracts/avatar-terms';
import { createTestApp, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';

/** Found by probing the upload routes the API fuzzer sends JSON to (ADR 0038): these answered 500. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpAndIn(t);
});
afterAll(() => t.close());

const upload = (contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/avatar', payload, headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType } });

describe('a multipart body the parser cannot read', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['a boundary the body never uses', 'multipart/form-data; boundary=x', 'garbage'],
    [
      'a truncated part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    ],
    ['a malformed part header', 'multipart/form-data; boundary=x', '--x\r\nnot a header\r\n\r\nabc\r\n--x--\r\n'],
  ])('answers 400 "no file", not 500: %s', async (_case, contentType, payload) => {
    const res = await upload(contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: avatarMessages.missing, fields: { avatar: avatarMessages.missing } } });
  });
});
