import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema/index';
import { createTestApp, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { approximateNetwork, DEVICE_COOKIE } from './new-device.ts';

const PASSWORD = 'mot-de-passe-solide';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-in from `remoteAddress` (the client's address as the server resolves it). */
function signIn(email: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
    remoteAddress,
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, ...headers },
  });
}
const newDeviceMails = (to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, 'Nouvelle connexion%')));
const deviceCookie = (response: Awaited<ReturnType<typeof signIn>>) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

describe('new-device sign-in mail', () => {
  it('is not sent at the first sign-in after registration, nor again from the same browser', async () => {
    await signUpAndIn(t, { email: 'premiere@example.fr' });
    expect((await signIn('premiere@example.fr')).statusCode).toBe(200);
    expect(await newDeviceMails('premiere@example.fr')).toEqual([]);
  });

  it('is sent, in French, when the account signs in from a new browser: when, which browser, approximate address, what to do', async () => {
    await signUpAndIn(t, { email: 'nouvel-appareil@example.fr', fullName: 'Louise Martin' });
    const res = await signIn('nouvel-appareil@example.fr', { 'user-agent': FIREFOX_WINDOWS }, '203.0.113.57');
    expect(res.statusCode).toBe(200);
    const [mail, ...others] = await newDeviceMails('nouvel-appareil@example.fr');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Nouvelle connexion à votre compte - CM Connect');
    expect(mail!.text).toContain('Bonjour Louise Martin,');
    expect(mail!.text).toContain('Appareil : Firefox sur Windows');
    expect(mail!.text).toContain('Adresse IP approximative : 203.0.113.x');
    expect(mail!.text).not.toContain('203.0.113.57');
    expect(mail!.text).toMatch(/Quand : .+ \(heure de Paris\)/);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/auth/forgot-password`);
    expect(mail!.html).toContain('Changer mon mot de passe');

    // The same browser again (its device cookie), even from another network: no second mail.
    const cookie = deviceCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const again = await signIn(
      'nouvel-appareil@example.fr',
      { 'user-agent': FIREFOX_WINDOWS, cookie: `${DEVICE_COOKIE}=${cookie!.value}` },
      '198.51.100.9',
    );
    expect(again.statusCode).toBe(200);
    expect(deviceCookie(again)).toBeUndefined();
    expect(await newDeviceMails('nouvel-appareil@example.fr')).toHaveLength(1);

    // Another device: another mail.
    await signIn('nouvel-appareil@example.fr', { 'user-agent': SAFARI_IPHONE }, '192.0.2.4');
    expect(await newDeviceMails('nouvel-appareil@example.fr')).toHaveLength(2);
  });

  it('is not sent for a wrong password', async () => {
    await signUpAndIn(t, { email: 'mauvais@example.fr' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'mauvais@example.fr', password: 'pas-le-bon-mot' },
      headers: { origin: TEST_ORIGIN, 'user-agent': SAFARI_IPHONE },
    });
    expect(res.statusCode).toBe(401);
    expect(await newDeviceMails('mauvais@example.fr')).toEqual([]);
  });
});

describe('approximateNetwork', () => {
  it('keeps an IPv4 /24 or an IPv6 /48, nothing of an unknown address', () => {
    expect(approximateNetwork('203.0.113.57')).toBe('203.0.113.x');
    expect(approximateNetwork('::ffff:10.1.2.3')).toBe('10.1.2.x');
    expect(approximateNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(approximateNetwork(null)).toBeNull();
  });
});

describe('a password change', () => {
  it('creates a session without counting as a sign-in from a new device', async () => {
    const cookie = await signUpAndIn(t, { email: 'changement@example.fr' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'nouveau-secret-1' },
      remoteAddress: '192.0.2.77',
      headers: { origin: TEST_ORIGIN, cookie, 'user-agent': SAFARI_IPHONE },
    });
    expect(res.statusCode).toBe(200);
    expect(await newDeviceMails('changement@example.fr')).toEqual([]);
  });
});
