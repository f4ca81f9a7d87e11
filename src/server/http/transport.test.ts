import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, registration, TEST_PRODUCTION_ENV, verifyEmail } from '#server/testing/app';

/** A production app reached at `publicUrl`: what its sign-in cookie and security headers say. */
async function productionAt(publicUrl: string) {
  const t = await createTestApp({ ...TEST_PRODUCTION_ENV, PUBLIC_URL: publicUrl });
  const data = registration({ email: 'lan@example.fr' });
  await t.createSector(data.industrySector);
  expect((await post(t, '/api/accounts/register', data)).statusCode).toBe(201);
  await verifyEmail(t, data.email);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: data.email, password: data.password },
    headers: { origin: publicUrl, host: new URL(publicUrl).host },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { t, session: signedIn.cookies.find((c) => c.name.endsWith('better-auth.session_token'))!, headers: signedIn.headers };
}

describe('production over HTTPS', () => {
  let app: Awaited<ReturnType<typeof productionAt>>;
  beforeAll(async () => {
    app = await productionAt('https://cmconnect.example');
  });
  afterAll(() => app.t.close());

  it('sets a __Secure- session cookie, HSTS and upgrade-insecure-requests', () => {
    expect(app.session).toMatchObject({ name: '__Secure-better-auth.session_token', secure: true, httpOnly: true });
    expect(app.headers['strict-transport-security']).toBeDefined();
    expect(app.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(app.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(app.headers['origin-agent-cluster']).toBe('?1');
  });
});

describe('production on a plain-http address (a LAN trial)', () => {
  let app: Awaited<ReturnType<typeof productionAt>>;
  beforeAll(async () => {
    app = await productionAt('http://192.0.2.2:3455');
  });
  afterAll(() => app.t.close());

  it('sets a session cookie the browser keeps over http, and sends its assets over http', () => {
    expect(app.session).toMatchObject({ name: 'better-auth.session_token', httpOnly: true });
    expect(app.session.secure).toBeFalsy();
    expect(app.headers['strict-transport-security']).toBeUndefined();
    expect(app.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Ignored by browsers on an untrustworthy origin, where they log an error on every page.
    expect(app.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(app.headers['origin-agent-cluster']).toBeUndefined();
  });
});
