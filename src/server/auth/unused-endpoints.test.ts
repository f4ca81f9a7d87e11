import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { user } from '#server/db/schema/index';
import { createTestApp, post, type TestApp, TEST_PASSWORD } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';

const NOT_FOUND = { code: 'NOT_FOUND', message: errorMessages.notFound };

let t: TestApp;
let company: Member;
beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Berenice');
});
afterAll(() => t.close());

describe('Better Auth endpoints the web app does not use (profiles and passwords go through our routes)', () => {
  it('answers 404 to verify-password: no password oracle for a session', async () => {
    for (const password of [TEST_PASSWORD, 'mauvais-mot', TEST_PASSWORD]) {
      const res = await post(t, '/api/auth/verify-password', { password }, company.cookie);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toEqual(NOT_FOUND);
    }
  });

  it('answers 404 to update-user: no unbounded name, no javascript: image', async () => {
    const huge = await post(t, '/api/auth/update-user', { name: 'x'.repeat(900_000) }, company.cookie);
    expect(huge.statusCode).toBe(404);
    expect(huge.json().error).toEqual(NOT_FOUND);
    const image = await post(t, '/api/auth/update-user', { image: 'javascript:alert(1)' }, company.cookie);
    expect(image.statusCode).toBe(404);
    const [row] = await t.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, company.id));
    expect(row).toEqual({ name: 'Berenice', image: null });
  });

  it('answers 404 to delete-user (account deletion is our own route, with its tombstone)', async () => {
    const res = await post(t, '/api/auth/delete-user', { password: TEST_PASSWORD }, company.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(NOT_FOUND);
  });

  it('answers the French 404 to an endpoint Better Auth does not have', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/auth/nope',
        headers: { cookie: company.cookie, origin: 'http://localhost:3000' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual(NOT_FOUND);
    }
  });

  it('answers the French 404 to the session endpoints that are off', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: company.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(NOT_FOUND);
  });
});
