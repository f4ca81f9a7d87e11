import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndIn, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookie ? { cookie } : {} });

describe('admin guard', () => {
  it('answers 401 to anonymous visitors', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(['community_manager', 'company', 'individual'] as const)('answers 403 to a %s member', async (userType) => {
    const cookie = await signUpAndIn(t, { userType, email: `${userType}@example.fr` });
    const res = await dashboard(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('serves real counts to an admin (the role is a server-side field)', async () => {
    await signUpAndIn(t, { userType: 'company', email: 'company@example.fr' });
    const cookie = await signUpAndIn(t, { email: 'chef@example.fr', userType: 'individual' });
    expect((await dashboard(cookie)).statusCode).toBe(403);
    await t.makeAdmin('chef@example.fr');
    const res = await dashboard(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().counters.users.total).toBe(2);
    expect(res.json().counters.jobs.total).toBe(0);
  });
});
