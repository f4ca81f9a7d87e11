import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndIn, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: cookie ? { cookie } : {} });

describe('admin guard', () => {
  it('answers 401 to anonymous visitors', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(['community_manager', 'company', 'individual'] as const)('answers 403 to a %s member', async (userType) => {
    const cookie = await signUpAndIn(t, { userType, email: `${userType}@example.fr` });
    const res = await stats(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('serves real counts to an admin (the role is a server-side field)', async () => {
    const cookie = await signUpAndIn(t, { email: 'chef@example.fr', userType: 'individual' });
    expect((await stats(cookie)).statusCode).toBe(403);
    await t.makeAdmin('chef@example.fr');
    const res = await stats(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ users: 4, jobs: 0, applications: 0, reviews: 0 });
  });
});
