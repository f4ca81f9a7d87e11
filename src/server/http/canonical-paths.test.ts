import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { createAuth } from '#server/auth/auth';
import { settings, user } from '#server/db/schema/index';
import { cookieFrom, createTestApp, post, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { rawRequest, type RawResponse } from '#server/testing/raw-http';
import { isCanonicalPath } from './canonical-path.ts';

const PASSWORD = TEST_PASSWORD;
const BROWSER = { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host };
const INVALID_ADDRESS = { code: 'VALIDATION_ERROR', message: errorMessages.invalidAddress };

let t: TestApp;
let company: Member;
beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Camille');
});
afterAll(() => t.close());

const rawPost = (path: string, body: unknown, cookie?: string) =>
  rawRequest(t.app, { method: 'POST', path, body, headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } });
const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;
const json = (res: RawResponse) => JSON.parse(res.body) as { error?: unknown };
const sessionCookieSet = (res: RawResponse) => res.cookies.some((c) => /session_token=[^;]/.test(c));

/** Every spelling of "one segment up / this segment / another separator" that a URL parser resolves. */
const NON_CANONICAL_SIGN_IN = [
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/%2E%2E/sign-in/email',
  '/api/auth/x/.%2e/sign-in/email',
  '/api/auth/x/%2E./sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/x/..%2fsign-in/email',
  '/api/auth/x/..%2Fsign-in/email',
  '/api/auth/x/..%5csign-in/email',
  '/api/auth/x\\..\\sign-in/email',
  '/api//auth/sign-in/email',
  '/api/auth//sign-in/email',
];

describe('isCanonicalPath', () => {
  it.each(['/', '/api/me', '/api/x/', '/assets/index-a1b2.js', '/api/health?q=a..b&p=%2e%2e/x//y', '/missions/..x', '/a/...', '/a/b%2e'])(
    'accepts %s',
    (url) => expect(isCanonicalPath(url)).toBe(true),
  );
  it.each([
    '',
    '*',
    'http://h/api',
    '/a/.\t./b',
    '/a/.\n./b',
    '/a/x#/../b',
    '/a b',
    '/a/%2e',
    '/a/%2E%2e/',
    '/a%2F..',
    '/a%5Cb',
    '/a\\b',
    '//a',
    '/a//b',
  ])('refuses %j', (url) => expect(isCanonicalPath(url)).toBe(false));
});

describe('non-canonical paths', () => {
  it.each(NON_CANONICAL_SIGN_IN)('refuses %s with a French 400, before any session', async (path) => {
    const res = await rawPost(path, { email: company.email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).error).toEqual(INVALID_ADDRESS);
    expect(sessionCookieSet(res)).toBe(false);
  });

  it("refuses, in the auth bridge, a path a URL parser would rewrite (Better Auth routes on the parsed URL's path)", async () => {
    for (const path of ['/api/auth/ok"', '/api/auth/ok{', '/api/auth/ok`']) {
      const res = await rawRequest(t.app, { path });
      expect(res.statusCode, path).toBe(400);
      expect(json(res).error).toEqual(INVALID_ADDRESS);
    }
  });

  it('answers a French page for a page address', async () => {
    const res = await rawRequest(t.app, { path: '/missions/%2e%2e/admin' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('lang="fr"');
    expect(res.body).toContain(errorMessages.invalidAddress);
  });

  it('cannot plant a trusted-device cookie: the next sign-in of the admin still asks for the code', async () => {
    const admin = await member(t, 'individual', 'Adrien');
    await t.makeAdmin(admin.email);
    const enabled = await post(t, '/api/auth/two-factor/enable', { password: PASSWORD }, admin.cookie);
    const { totpURI } = enabled.json() as { totpURI: string };
    const code = () => createOTP(new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')!))).totp();
    expect((await post(t, '/api/auth/two-factor/verify-totp', { code: await code() }, admin.cookie)).statusCode).toBe(200);

    const signIn = await post(t, '/api/auth/sign-in/email', { email: admin.email, password: PASSWORD });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(signIn);
    const dotted = await rawPost('/api/auth/x/%2e%2e/two-factor/verify-totp', { code: await code(), trustDevice: true }, pending);
    expect(dotted.statusCode, dotted.body).toBe(400);
    expect(dotted.cookies.join(' ')).not.toContain('trust_device');

    // A trust cookie Better Auth minted by itself (not through our bridge) is not honoured either.
    const auth = createAuth(t.config, t.db, t.app.log);
    const direct = (path: string, body: unknown, cookie?: string) =>
      auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
      );
    const cookiesOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    const first = await direct('/sign-in/email', { email: admin.email, password: PASSWORD });
    const trusted = await direct('/two-factor/verify-totp', { code: await code(), trustDevice: true }, cookiesOf(first));
    const trustCookie = trusted.headers
      .getSetCookie()
      .find((c) => c.includes('trust_device'))
      ?.split(';')[0];
    expect(trustCookie).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: admin.email, password: PASSWORD },
      headers: { ...BROWSER, cookie: trustCookie! },
    });
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('cannot change a password without signing the other sessions out', async () => {
    const holder = await member(t, 'individual', 'Dominique');
    const other = cookieFrom(await post(t, '/api/auth/sign-in/email', { email: holder.email, password: PASSWORD }));
    expect(await me(other)).toMatchObject({ email: holder.email });
    const body = { currentPassword: PASSWORD, newPassword: 'nouveau-mot-2', revokeOtherSessions: false };
    const dotted = await rawPost('/api/auth/x/%2e%2e/change-password', body, holder.cookie);
    expect(dotted.statusCode, dotted.body).toBe(400);
    expect(await me(other)).toMatchObject({ email: holder.email });
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, holder.email));
    expect(row).toBeDefined();
  });

  it('does not pass the maintenance gate through an open prefix', async () => {
    await t.db
      .insert(settings)
      .values({ id: 1, maintenanceMode: true })
      .onConflictDoUpdate({ target: settings.id, set: { maintenanceMode: true } });
    t.app.siteSettings.invalidate();
    try {
      for (const path of [
        '/api/auth/two-factor/%2e%2e/update-user',
        '/api/auth/two-factor/..%2fupdate-user',
        '/api/auth/two-factor/../update-user',
      ]) {
        const res = await rawPost(path, { name: 'Pirate' }, company.cookie);
        expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      }
      const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, company.email));
      expect(row?.name).not.toBe('Pirate');
      expect((await rawRequest(t.app, { path: '/assets/%2e%2e/api/me' })).statusCode).toBe(400);
    } finally {
      await t.db.update(settings).set({ maintenanceMode: false });
      t.app.siteSettings.invalidate();
    }
  });

  it('still serves canonical paths, dots in file names and in query strings included', async () => {
    expect((await rawRequest(t.app, { path: '/api/health?q=a..b&next=../x%2F..' })).statusCode).toBe(200);
    expect((await rawRequest(t.app, { path: '/api/auth/ok?x=..' })).statusCode).toBe(200);
    // No built app in API tests: a file name is a plain 404, not a refused address.
    expect((await rawRequest(t.app, { path: '/assets/x.js' })).statusCode).toBe(404);
    expect((await rawRequest(t.app, { path: '/api/catalog/..x' })).statusCode).toBe(404);
    const signIn = await rawPost('/api/auth/sign-in/email', { email: company.email, password: PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(sessionCookieSet(signIn)).toBe(true);
  });
});

describe("Better Auth's other endpoints", () => {
  it('are limited per IP too, generously, with a French 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40; attempt += 1) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/auth/ok' })).statusCode);
      }
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
      const last = await limited.app.inject({ method: 'GET', url: '/api/auth/ok' });
      expect(last.json().error).toEqual({ code: 'RATE_LIMITED', message: errorMessages.rateLimited });
    } finally {
      await limited.close();
    }
  });
});
