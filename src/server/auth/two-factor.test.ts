import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginMessages, twoFactorMessages } from '#contracts/auth-messages';
import { errorMessages } from '#contracts/errors-terms';
import { profiles, settings, twoFactor, user } from '#server/db/schema/index';
import { cookieFrom, createTestApp, post, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { resetTwoFactor } from './two-factor-reset.ts';
import { DEVICE_COOKIE } from './new-device.ts';

const PASSWORD = 'mot-de-passe-solide';

let t: TestApp;
let company: Member;

beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Bruno');
});
afterAll(() => t.close());

async function setTwoFactorSetting(on: boolean) {
  await t.db
    .insert(settings)
    .values({ id: 1, twoFactorEnabled: on })
    .onConflictDoUpdate({ target: settings.id, set: { twoFactorEnabled: on } });
  t.app.siteSettings.invalidate();
}
beforeEach(() => setTwoFactorSetting(true));

let admins = 0;
async function newAdmin(): Promise<Member> {
  admins += 1;
  const admin = await member(t, 'individual', `Admin${admins}`);
  await t.makeAdmin(admin.email);
  return admin;
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) => (await get('/api/me', cookie)).json().user;
/**
 * The TOTP code of an otpauth:// URI (its `secret` is base32), `step` periods from now: each code
 * is accepted once, and the server accepts the next period's code too (one step of clock drift).
 */
function codeFor(totpURI: string, step = 0): Promise<string> {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(new TextDecoder().decode(base32.decode(secret))).hotp(Math.floor(Date.now() / 30_000) + step);
}
/** A valid code that is not `code` (wrong codes must differ from the right one). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const expectError = (res: LightMyRequestResponse, status: number, code: string, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toEqual({ code, message });
};

/** Enables TOTP and confirms it with a code: the new session cookie, the URI and backup codes. */
async function enrol(admin: Member) {
  const enabled = await post(t, '/api/auth/two-factor/enable', { password: PASSWORD }, admin.cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const confirmed = await post(t, '/api/auth/two-factor/verify-totp', { code: await codeFor(totpURI) }, admin.cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // Confirming replaces the session (the user now has two-factor enabled): use the new cookie.
  return { cookie: cookieFrom(confirmed), totpURI, backupCodes };
}

async function signIn(email: string) {
  const res = await post(t, '/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return { res, cookie: cookieFrom(res) };
}

describe('two-factor authentication for admins', () => {
  it('refuses every admin route with TWO_FACTOR_REQUIRED until the admin enrols, and /api/me says so', async () => {
    const admin = await newAdmin();
    expectError(await get('/api/admin/settings', admin.cookie), 403, 'TWO_FACTOR_REQUIRED', errorMessages.twoFactorRequired);
    expectError(await get('/api/admin/dashboard', admin.cookie), 403, 'TWO_FACTOR_REQUIRED', errorMessages.twoFactorRequired);
    expect(await me(admin.cookie)).toMatchObject({ isAdmin: true, twoFactorRequired: true });
    // Visitors and members keep their answers.
    expect((await get('/api/admin/settings')).statusCode).toBe(401);
    expectError(await get('/api/admin/settings', company.cookie), 403, 'FORBIDDEN', errorMessages.forbidden);

    const { cookie } = await enrol(admin);
    expect((await get('/api/admin/settings', cookie)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ isAdmin: true, twoFactorRequired: false });
  });

  it('asks an enrolled admin for a code at sign-in; a wrong code is refused in French', async () => {
    const admin = await newAdmin();
    const { totpURI } = await enrol(admin);

    const { res, cookie: pending } = await signIn(admin.email);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // No session yet (its cookie is cleared): only the pending two-factor cookie (and the device's, ADR 0037).
    expect(res.cookies.filter((c) => c.value !== '' && c.name !== DEVICE_COOKIE).map((c) => c.name)).toEqual(['better-auth.two_factor']);
    expect(await me(pending)).toBeNull();
    expect((await get('/api/admin/settings', pending)).statusCode).toBe(401);

    // The enrolment used the current code: the next period's one signs in.
    const code = await codeFor(totpURI, 1);
    const wrong = await post(t, '/api/auth/two-factor/verify-totp', { code: wrongCode(code) }, pending);
    expectError(wrong, 400, 'VALIDATION_ERROR', twoFactorMessages.invalidCode);

    // "Trust this device" is never honoured: the next sign-in asks again.
    const verified = await post(t, '/api/auth/two-factor/verify-totp', { code, trustDevice: true }, pending);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.cookies.map((c) => c.name).join(' ')).not.toContain('trust_device');
    const session = cookieFrom(verified);
    expect(verified.cookies.find((c) => c.name === 'better-auth.session_token')?.value).toBeTruthy();
    expect((await get('/api/admin/settings', session)).statusCode).toBe(200);
    expect(await me(session)).toMatchObject({ twoFactorRequired: false });

    expect((await signIn(admin.email)).res.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('accepts each code once: not again at the next sign-in, nor after the enrolment that used it', async () => {
    const admin = await newAdmin();
    const { totpURI } = await enrol(admin);
    const { cookie: first } = await signIn(admin.email);
    const enrolmentCode = await codeFor(totpURI);
    expectError(
      await post(t, '/api/auth/two-factor/verify-totp', { code: enrolmentCode }, first),
      400,
      'VALIDATION_ERROR',
      twoFactorMessages.invalidCode,
    );
    const next = await codeFor(totpURI, 1);
    expect((await post(t, '/api/auth/two-factor/verify-totp', { code: next }, first)).statusCode).toBe(200);

    const { cookie: second } = await signIn(admin.email);
    const replayed = await post(t, '/api/auth/two-factor/verify-totp', { code: next }, second);
    expectError(replayed, 400, 'VALIDATION_ERROR', twoFactorMessages.invalidCode);
    expect(replayed.cookies.find((c) => c.name === 'better-auth.session_token')?.value).toBeFalsy();
  });

  it('refuses a code without a pending sign-in', async () => {
    const res = await post(t, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expectError(res, 401, 'UNAUTHENTICATED', twoFactorMessages.expired);
  });

  it('accepts a backup code once', async () => {
    const admin = await newAdmin();
    const { backupCodes } = await enrol(admin);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    const first = await signIn(admin.email);
    const used = await post(t, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, first.cookie);
    expect(used.statusCode, used.body).toBe(200);
    expect((await get('/api/admin/settings', cookieFrom(used))).statusCode).toBe(200);

    const second = await signIn(admin.email);
    const again = await post(t, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, second.cookie);
    expectError(again, 400, 'VALIDATION_ERROR', twoFactorMessages.invalidBackupCode);
  });

  it('needs the password to enrol, and refuses a second enrolment', async () => {
    const admin = await newAdmin();
    const wrong = await post(t, '/api/auth/two-factor/enable', { password: 'pas-le-bon' }, admin.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('VALIDATION_ERROR');
    expect((await post(t, '/api/auth/two-factor/enable', { password: PASSWORD })).statusCode).toBe(401);

    const { cookie } = await enrol(admin);
    const twice = await post(t, '/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
    expectError(twice, 409, 'CONFLICT', twoFactorMessages.alreadyEnabled);
  });

  it('requires nothing while the setting is off', async () => {
    await setTwoFactorSetting(false);
    const admin = await newAdmin();
    expect((await get('/api/admin/settings', admin.cookie)).statusCode).toBe(200);
    expect(await me(admin.cookie)).toMatchObject({ isAdmin: true, twoFactorRequired: false });
  });

  it('leaves members alone: no requirement, and their sign-in has no second step', async () => {
    expect(await me(company.cookie)).toMatchObject({ isAdmin: false, twoFactorRequired: false });
    const { res, cookie } = await signIn(company.email);
    expect(res.json().twoFactorRedirect).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'better-auth.session_token')?.value).toBeTruthy();
    expect(cookie).not.toContain('two_factor');
  });

  it('ends a pending sign-in after 5 wrong codes: even the right code then needs a new sign-in', async () => {
    const admin = await newAdmin();
    const { totpURI } = await enrol(admin);
    const { cookie: pending } = await signIn(admin.email);
    const code = await codeFor(totpURI, 1);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post(t, '/api/auth/two-factor/verify-totp', { code: wrongCode(code) }, pending);
      expectError(wrong, 400, 'VALIDATION_ERROR', twoFactorMessages.invalidCode);
    }
    const spent = await post(t, '/api/auth/two-factor/verify-totp', { code }, pending);
    expectError(spent, 400, 'VALIDATION_ERROR', twoFactorMessages.tooManyAttempts);

    const again = await signIn(admin.email);
    const verified = await post(t, '/api/auth/two-factor/verify-totp', { code }, again.cookie);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("locks the account's verification after 10 wrong codes in a row, backup codes included, until the lock expires", async () => {
    const admin = await newAdmin();
    const { totpURI, backupCodes } = await enrol(admin);
    const code = await codeFor(totpURI);
    // Two sign-ins of 5 wrong codes each (a sign-in allows 5).
    for (let round = 0; round < 2; round += 1) {
      const { cookie: pending } = await signIn(admin.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await post(t, '/api/auth/two-factor/verify-totp', { code: wrongCode(code) }, pending);
        expect(wrong.statusCode, wrong.body).toBe(400);
      }
    }
    const [locked] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    expect(locked?.failedVerificationCount).toBe(10);
    expect(locked?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);

    const { cookie: pending } = await signIn(admin.email);
    const refused = await post(t, '/api/auth/two-factor/verify-totp', { code: await codeFor(totpURI, 1) }, pending);
    expectError(refused, 429, 'RATE_LIMITED', twoFactorMessages.locked);
    const backup = await post(t, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, pending);
    expectError(backup, 429, 'RATE_LIMITED', twoFactorMessages.locked);

    // Once the lock has expired the right code works and the count starts again.
    await t.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, admin.id));
    const verified = await post(t, '/api/auth/two-factor/verify-totp', { code: await codeFor(totpURI, 1) }, pending);
    expect(verified.statusCode, verified.body).toBe(200);
    const [after] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    expect(after).toMatchObject({ failedVerificationCount: 0, lockedUntil: null });
  });

  it('gives a suspended admin no session, before or after the code', async () => {
    const admin = await newAdmin();
    const { totpURI } = await enrol(admin);
    const suspend = () => t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, admin.id));

    // Suspended while a sign-in waits for its code: the right code opens nothing.
    const { cookie: pending } = await signIn(admin.email);
    await suspend();
    const verified = await post(t, '/api/auth/two-factor/verify-totp', { code: await codeFor(totpURI, 1) }, pending);
    expectError(verified, 403, 'FORBIDDEN', loginMessages.accountSuspended);
    expect(verified.cookies.find((c) => c.name === 'better-auth.session_token')?.value).toBeFalsy();

    // And a new sign-in is refused at the password, without a code step.
    const again = await post(t, '/api/auth/sign-in/email', { email: admin.email, password: PASSWORD });
    expectError(again, 403, 'FORBIDDEN', loginMessages.accountSuspended);
  });

  it('the operator reset (lost phone and backup codes) removes the enrolment and the sessions; the admin enrols again', async () => {
    const admin = await newAdmin();
    const { cookie } = await enrol(admin);
    expect(await resetTwoFactor(t.db, `  ${admin.email.toUpperCase()} `)).toBe('reset');
    expect(await me(cookie)).toBeNull();
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id))).toEqual([]);
    // The next sign-in has no code step, and the back-office asks to enrol first.
    const { res, cookie: fresh } = await signIn(admin.email);
    expect(res.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await me(fresh)).toMatchObject({ isAdmin: true, twoFactorRequired: true });
    expectError(await get('/api/admin/settings', fresh), 403, 'TWO_FACTOR_REQUIRED', errorMessages.twoFactorRequired);
    await enrol({ ...admin, cookie: fresh });
    expect(await resetTwoFactor(t.db, 'personne@example.fr')).toBe('unknown');
    // An account without an authenticator keeps its sessions.
    expect(await resetTwoFactor(t.db, company.email)).toBe('not-enrolled');
    expect(await me(company.cookie)).toMatchObject({ email: company.email });
  });

  it('stores the enrolment in two_factor and flags the user', async () => {
    const admin = await newAdmin();
    await enrol(admin);
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    expect(row).toMatchObject({ verified: true, failedVerificationCount: 0 });
    const [account] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, admin.id));
    expect(account?.on).toBe(true);
  });
});
