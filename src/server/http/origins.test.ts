import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { CONTACT_PRODUCT, SIMULATOR_CARDS } from '#contracts/payments-terms';
import { cookieFrom, createTestApp, post, registration, TEST_PRODUCTION_ENV, verifyEmail, type TestApp } from '#server/testing/app';
import { member } from '#server/testing/members';

const PASSWORD = 'mot-de-passe-solide';

/** A registered, verified account (registration and verification carry no Origin check). */
async function verifiedAccount(t: TestApp, email: string) {
  const data = registration({ email, password: PASSWORD, confirmPassword: PASSWORD });
  await t.createSector(data.industrySector);
  expect((await post(t, '/api/accounts/register', data)).statusCode).toBe(201);
  await verifyEmail(t, email);
}

function signIn(t: TestApp, email: string, headers: { origin: string; host: string }) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: PASSWORD }, headers });
}

describe('outside production, PUBLIC_URL unset: the app works by any address it listens on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', PUBLIC_URL: '' });
    await verifiedAccount(t, 'lan@example.fr');
  });
  afterAll(() => t.close());

  it('signs in from http://127.0.0.1:3000', async () => {
    const res = await signIn(t, 'lan@example.fr', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(res.statusCode).toBe(200);
  });

  it('signs in from a LAN address, then signs out with the session cookie', async () => {
    const headers = { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' };
    const res = await signIn(t, 'lan@example.fr', headers);
    expect(res.statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { ...headers, cookie: cookieFrom(res) },
    });
    expect(signOut.statusCode).toBe(200);
  });

  it('trusts the loopback names on any port (the dev server proxies the API)', async () => {
    const res = await signIn(t, 'lan@example.fr', { origin: 'http://localhost:5173', host: '127.0.0.1:3001' });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses a foreign origin, and an origin that is not the request host', async () => {
    const foreign = await signIn(t, 'lan@example.fr', { origin: 'https://evil.example', host: '192.168.1.20:3000' });
    expect(foreign.statusCode).toBe(403);
    const otherHost = await signIn(t, 'lan@example.fr', { origin: 'http://192.168.1.66:3000', host: '192.168.1.20:3000' });
    expect(otherHost.statusCode).toBe(403);
  });

  it('refuses a cookie-carrying mutation from a foreign origin (our own origin check)', async () => {
    const res = await signIn(t, 'lan@example.fr', { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { origin: 'https://evil.example', host: '192.168.1.20:3000', cookie: cookieFrom(res) },
    });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json().error.message).toBe(errorMessages.untrustedOrigin);
  });

  it('mails the verification link on the address the user opened', async () => {
    const data = registration({ email: 'mobile@example.fr' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: data,
      headers: { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.lastMailTo('mobile@example.fr'))?.text).toContain('http://192.168.1.20:3000/api/auth/verify-email?token=');

    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: 'mobile@example.fr' },
      headers: { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' },
    });
    expect(resent.statusCode).toBe(200);
    expect((await t.lastMailTo('mobile@example.fr'))?.text).toContain('http://127.0.0.1:4000/api/auth/verify-email?token=');
  });

  it('mails the reset link on the address the user opened', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'lan@example.fr', redirectTo: '/auth/reset-password' },
      headers: { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.lastMailTo('lan@example.fr'))?.text).toContain('http://192.168.1.20:3000/api/auth/reset-password/');
  });

  it('lands the mailed reset link on the address the user opened, not on localhost', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'lan@example.fr', redirectTo: '/auth/reset-password' },
        headers: { origin: `http://${host}`, host },
      });
      const link = new URL((await t.lastMailTo('lan@example.fr'))!.text.match(/https?:\/\/\S+reset-password\/\S+/)![0]);
      expect(link.host).toBe(host);
      const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search, headers: { host } });
      expect(landing.statusCode).toBe(302);
      // Relative: the browser stays on the host it opened.
      const location = landing.headers.location as string;
      expect(location).toMatch(/^\/auth\/reset-password\?token=/);
      expect(new URL(location, `http://${host}`).host).toBe(host);
    }
  });
});

describe('outside production, the card simulator stays on the address the user opened', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', PUBLIC_URL: '' });
  });
  afterAll(() => t.close());

  it('sends the buyer to the simulator page and back on that address', async () => {
    const buyer = await member(t, 'individual', 'Julien');
    const manager = await member(t, 'community_manager', 'Camille');
    const headers = { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', cookie: buyer.cookie };
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'contact', targetId: manager.id },
      headers,
    });
    expect(checkout.statusCode).toBe(200);
    const url: string = checkout.json().url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/checkout\/simulator\/sim_/);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/simulator/${url.split('/').pop()}/pay`,
      payload: { cardNumber: SIMULATOR_CARDS.success, expiry: '12/30', cvc: '123' },
      headers,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
  });
});

describe('in production: PUBLIC_URL and TRUSTED_ORIGINS only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...TEST_PRODUCTION_ENV,
      PUBLIC_URL: 'https://cmconnect.example',
      TRUSTED_ORIGINS: 'https://www.cmconnect.example',
    });
    await verifiedAccount(t, 'prod@example.fr');
  });
  afterAll(() => t.close());

  it('accepts the public URL and the TRUSTED_ORIGINS entries', async () => {
    for (const origin of ['https://cmconnect.example', 'https://www.cmconnect.example']) {
      const res = await signIn(t, 'prod@example.fr', { origin, host: 'cmconnect.example' });
      expect(res.statusCode, origin).toBe(200);
    }
  });

  it("refuses another origin, even the request's own or a loopback one", async () => {
    for (const [origin, host] of [
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://10.0.0.5:3000', '10.0.0.5:3000'],
      ['https://evil.example', 'cmconnect.example'],
    ] as const) {
      const res = await signIn(t, 'prod@example.fr', { origin, host });
      expect(res.statusCode, origin).toBe(403);
      // Says why, instead of the sign-in's 'Une erreur est survenue lors de la connexion'.
      expect(res.json().error, origin).toEqual({ code: 'FORBIDDEN', message: errorMessages.untrustedOrigin });
    }
  });

  it('mails links on the public URL whatever the Host header says', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'prod@example.fr', redirectTo: '/auth/reset-password' },
      headers: { origin: 'https://cmconnect.example', host: 'evil.example' },
    });
    expect((await t.lastMailTo('prod@example.fr'))?.text).toContain('https://cmconnect.example/api/auth/reset-password/');
  });
});
