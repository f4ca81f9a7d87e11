import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, user } from '#server/db/schema/index';
import { createTestApp, post, registration, verifyEmail, cookieFrom, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createSector('E-commerce');
});
afterAll(() => t.close());

describe('smoke', () => {
  it('registers, verifies and signs in a company', async () => {
    const res = await post(t, '/api/accounts/register', registration());
    expect(res.statusCode, res.body).toBe(201);
    const unverified = await post(t, '/api/auth/sign-in/email', { email: 'claire@example.fr', password: 'motdepasse1' });
    expect(unverified.statusCode, unverified.body).toBe(403);
    const verified = await verifyEmail(t, 'claire@example.fr');
    expect(verified.statusCode).toBe(302);
    const signIn = await post(t, '/api/auth/sign-in/email', { email: 'claire@example.fr', password: 'motdepasse1' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(signIn) } });
    expect(me.json().user.userType).toBe('company');
    const rows = await t.db.select().from(profiles).where(eq(profiles.email, 'claire@example.fr'));
    expect(rows).toHaveLength(1);
    expect((await t.db.select().from(user)).length).toBe(1);
  });
});
