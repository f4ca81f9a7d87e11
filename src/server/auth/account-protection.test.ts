import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { loginMessages, weakPasswordMessage } from '#contracts/auth-messages';
import { mailOutbox, profiles, rateLimits } from '#server/db/schema/index';
import { cookieFrom, createTestApp, post, registration, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { LOCKOUT_THRESHOLD } from './account-lockout.ts';
import { AUTH_MAILS_PER_RECIPIENT } from './recipient-cap.ts';

const PASSWORD = 'mot-de-passe-solide';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createSector('E-commerce');
});
afterAll(() => t.close());

/** A sign-in from its own client address, as an attacker spread over many would send it. */
const signInFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email, password },
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host },
  });

/** The reset token mailed to `email` (following the link as the member would). */
async function resetToken(email: string): Promise<string> {
  await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
  const mail = await t.lastMailTo(email);
  const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  return new URL(landing.headers.location as string, TEST_ORIGIN).searchParams.get('token')!;
}

describe('password policy', () => {
  it.each([
    ['a famous password', 'password'],
    ['digits in a row', '12345678'],
    ['eight spaces', '        '],
    ['a French word and a digit', 'motdepasse1'],
    ['a keyboard row', 'azertyuiop'],
    ["the member's own name", 'claire-dubois-2026'],
    ["the member's own address", 'claire@example.fr'],
  ])('refuses %s at registration, in French', async (_name, password) => {
    const res = await post(t, '/api/accounts/register', registration({ email: 'claire@example.fr', password, confirmPassword: password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(weakPasswordMessage);
  });

  it('accepts a long unpredictable password, and the demo password', async () => {
    const res = await post(t, '/api/accounts/register', registration({ email: 'accepte@example.fr' }));
    expect(res.statusCode).toBe(201);
    const demo = await post(
      t,
      '/api/accounts/register',
      registration({ email: 'graine@example.fr', password: 'demo-cmconnect', confirmPassword: 'demo-cmconnect' }),
    );
    expect(demo.statusCode).toBe(201);
  });

  it('refuses a weak new password at reset, and keeps the old one', async () => {
    await signUpAndIn(t, { email: 'reset-faible@example.fr', fullName: 'Hugo Lefèvre' });
    for (const weak of ['12345678', 'hugo-lefevre']) {
      const res = await post(t, '/api/auth/reset-password', { newPassword: weak, token: await resetToken('reset-faible@example.fr') });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: weakPasswordMessage });
    }
    expect((await post(t, '/api/auth/sign-in/email', { email: 'reset-faible@example.fr', password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a weak new password at change', async () => {
    const cookie = await signUpAndIn(t, { email: 'change-faible@example.fr' });
    for (const weak of ['password', '        ']) {
      const res = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: weak }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: weakPasswordMessage });
    }
  });
});

describe('per-account sign-in lock', () => {
  const locked = { code: 'RATE_LIMITED', message: loginMessages.accountLocked };
  /** The lock's window passing (counters live on the database's clock). */
  const windowPasses = () =>
    t.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, 'account-signin-failures:%'));

  it('locks an account guessed at from many addresses, even for the right password, until the window passes', async () => {
    await signUpAndIn(t, { email: 'cible@example.fr' });
    for (let attempt = 0; attempt <= LOCKOUT_THRESHOLD; attempt += 1) {
      const res = await signInFrom(`203.0.113.${attempt + 1}`, 'Cible@Example.fr', `essai-${attempt}-faux`);
      expect(res.statusCode).toBe(attempt < LOCKOUT_THRESHOLD ? 401 : 429);
    }
    const right = await signInFrom('198.51.100.7', 'cible@example.fr', PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual(locked);
    expect(right.cookies.find((cookie) => cookie.name.includes('session_token'))).toBeUndefined();

    await windowPasses();
    expect((await signInFrom('198.51.100.7', 'cible@example.fr', PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a locked account (no enumeration)', async () => {
    await signUpAndIn(t, { email: 'connu-verrou@example.fr' });
    const answers = [];
    for (const email of ['connu-verrou@example.fr', 'inconnu-verrou@example.fr']) {
      for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt += 1) await signInFrom(`192.0.2.${attempt + 1}`, email, 'pas-le-bon-du-tout');
      const res = await signInFrom('192.0.2.200', email, PASSWORD);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({ status: 429, body: { error: locked } });
    expect(answers[1]).toEqual(answers[0]);
    await windowPasses();
  });

  it('starts the count again after a successful sign-in', async () => {
    await signUpAndIn(t, { email: 'distrait@example.fr' });
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LOCKOUT_THRESHOLD - 1; attempt += 1) {
        expect((await signInFrom(`198.18.0.${attempt + 1}`, 'distrait@example.fr', 'oubli-du-jour')).statusCode).toBe(401);
      }
      const right = await signInFrom('198.18.1.1', 'distrait@example.fr', PASSWORD);
      expect(right.statusCode).toBe(200);
      expect(cookieFrom(right)).toContain('session_token');
    }
  });

  it('lifts the lock when the member resets their password', async () => {
    await signUpAndIn(t, { email: 'reinit-verrou@example.fr' });
    for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt += 1)
      await signInFrom(`198.19.0.${attempt + 1}`, 'reinit-verrou@example.fr', 'pas-le-bon-du-tout');
    expect((await signInFrom('198.19.1.1', 'reinit-verrou@example.fr', PASSWORD)).statusCode).toBe(429);
    const reset = await post(t, '/api/auth/reset-password', { newPassword: 'nouveau-secret-1', token: await resetToken('reinit-verrou@example.fr') });
    expect(reset.statusCode).toBe(200);
    expect((await signInFrom('198.19.1.1', 'reinit-verrou@example.fr', 'nouveau-secret-1')).statusCode).toBe(200);
  });
});

describe('auth mails per recipient', () => {
  const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
  /** A visitor spread over many addresses, as the probe's 40 mails in 20 s were. */
  const from = (remoteAddress: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload, headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host } });

  it('sends at most AUTH_MAILS_PER_RECIPIENT reset mails to one address per window, answering every request alike', async () => {
    await signUpAndIn(t, { email: 'inondee@example.fr' });
    const before = await mailsTo('inondee@example.fr');
    const answers = new Set<string>();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const res = await from(`203.0.113.${100 + attempt}`, '/api/auth/request-password-reset', {
        email: 'inondee@example.fr',
        redirectTo: '/auth/reset-password',
      });
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect((await mailsTo('inondee@example.fr')) - before).toBe(AUTH_MAILS_PER_RECIPIENT);
  });

  it('caps verification resends and "already registered" mails the same way', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: registration({ email: 'attente@example.fr' }),
      headers: { origin: TEST_ORIGIN },
    });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await from(`198.51.100.${50 + attempt}`, '/api/auth/send-verification-email', { email: 'attente@example.fr' })).statusCode).toBe(200);
      expect((await from(`198.51.100.${80 + attempt}`, '/api/accounts/register', registration({ email: 'attente@example.fr' }))).statusCode).toBe(
        201,
      );
    }
    // The registration's own mail, then three that a visitor triggered.
    expect(await mailsTo('attente@example.fr')).toBe(1 + AUTH_MAILS_PER_RECIPIENT);
  });
});

describe('suspended accounts', () => {
  it('get no reset mail, and the requester gets the usual answer', async () => {
    await signUpAndIn(t, { email: 'suspendu@example.fr' });
    const unknown = await post(t, '/api/auth/request-password-reset', { email: 'personne-ici@example.fr', redirectTo: '/auth/reset-password' });
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.email, 'suspendu@example.fr'));
    const before = await t.lastMailTo('suspendu@example.fr');
    const res = await post(t, '/api/auth/request-password-reset', { email: 'suspendu@example.fr', redirectTo: '/auth/reset-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(unknown.json());
    expect((await t.lastMailTo('suspendu@example.fr'))?.id).toBe(before?.id);
  });
});
