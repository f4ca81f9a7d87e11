import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createTestDatabase } from '#server/testing/database';
import { createTestApp, post, registration, type TestApp } from '#server/testing/app';

/** How the mailbox writes a mail's time: Paris time, as the rest of the app. */
const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createSector('E-commerce');
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('lists mails newest first with recipient, subject, body and clickable links', async () => {
    await post(t, '/api/accounts/register', registration({ email: 'premier@example.fr' }));
    await post(t, '/api/accounts/register', registration({ email: 'second@example.fr' }));

    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.json().mails.map((m: { to: string }) => m.to)).toEqual(['second@example.fr', 'premier@example.fr']);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('second@example.fr')).toBeLessThan(page.body.indexOf('premier@example.fr'));
    expect(page.body).toContain('Confirmez votre adresse email');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
    const newest = new Date(json.json().mails[0].createdAt);
    expect(page.body).toContain(`— ${parisTime.format(newest)} —`);
  });

  it('sends its page whole to a browser that accepts compression (a handler that does not return its send sent it empty)', async () => {
    // An app of its own: its mail must not show in the other tests' mailbox, whatever the order.
    const own = await createTestApp();
    try {
      await own.createSector('E-commerce');
      await post(own, '/api/accounts/register', registration({ email: 'compresse@example.fr' }));
      const address = await own.app.listen({ host: '127.0.0.1', port: 0 });
      for (const encoding of ['gzip', 'br']) {
        // fetch decompresses the body: what a browser would show.
        const page = await fetch(`${address}/dev/mailbox`, { headers: { 'accept-encoding': encoding } });
        expect(page.headers.get('content-encoding')).toBe(encoding);
        expect(page.headers.get('content-length')).not.toBe('0');
        const body = await page.text();
        expect(body).toContain('compresse@example.fr');
        expect(body).toMatch(/<\/html>$/);
      }
    } finally {
      await own.close();
    }
  });

  it('answers only loopback addresses: 403 from the network, even with a forwarded header', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      for (const remoteAddress of ['127.0.0.1', '::1']) {
        expect((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);
      }
      const remote = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode).toBe(403);
      expect(remote.json().error.message).toBe(errorMessages.loopbackOnly);
    }
  });

  it('does not exist in production', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://cmconnect.example',
      }),
      database,
      serveWebApp: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
