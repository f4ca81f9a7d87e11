import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, serverErrorPageTexts } from '#contracts/errors-terms';
import type { Db } from '#server/db/client';
import { settings } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { registerAccess } from './access.ts';
import { registerErrorHandler } from './errors.ts';
import { registerHealth } from './health.ts';

const unavailable = { error: { code: 'SERVICE_UNAVAILABLE', message: errorMessages.serviceUnavailable } };

describe('health probes on a working database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/health', '/api/health/live', '/api/health/ready'])('%s answers 200 { ok: true }, never cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stays open during maintenance mode, even to a visitor with a session cookie', async () => {
    await t.db
      .insert(settings)
      .values({ id: 1, maintenanceMode: true })
      .onConflictDoUpdate({ target: settings.id, set: { maintenanceMode: true } });
    t.app.siteSettings.invalidate();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/catalog/sectors' })).statusCode).toBe(503);
      for (const url of ['/api/health/live', '/api/health/ready']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'better-auth.session_token=stale' } });
        expect(res.statusCode, url).toBe(200);
      }
    } finally {
      await t.db.update(settings).set({ maintenanceMode: false });
      t.app.siteSettings.invalidate();
    }
  });
});

/** A bare app with the error handler and the probes over a database that fails as given. */
async function appOver(execute: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerAccess(app);
  registerHealth(app, { execute } as unknown as Db, { timeoutMs: 200 });
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  app.get('/api/things', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('Failed query: select'), { cause: refused() });
  });
  app.get('/annonces', { config: { access: 'public' } }, async () => {
    throw refused();
  });
  app.post('/api/things', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
  });
  app.get('/api/bug', { config: { access: 'public' } }, async () => {
    throw new Error('a plain bug');
  });
  await app.ready();
  return app;
}

describe('while the database is out of reach', () => {
  it('readiness answers 503 with Retry-After when SELECT 1 fails, liveness still 200', async () => {
    const app = await appOver(() => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })));
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual(unavailable);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await app.close();
  });

  it('readiness answers 503 when SELECT 1 hangs past its timeout', async () => {
    const app = await appOver(() => new Promise(() => {}));
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    await app.close();
  });

  it('an API call answers 503, Retry-After and the French message in the one error shape', async () => {
    const app = await appOver(async () => {});
    const res = await app.inject({ method: 'GET', url: '/api/things' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(unavailable);
    expect(errorMessages.serviceUnavailable).toBe('Le service est momentanément indisponible. Réessayez dans quelques instants.');
    await app.close();
  });

  it('a page answers a French 503 page', async () => {
    const app = await appOver(async () => {});
    const res = await app.inject({ method: 'GET', url: '/annonces', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain(serverErrorPageTexts.unavailableTitle);
    expect(res.body).toContain('Réessayez dans quelques instants.');
    await app.close();
  });

  it('a write refused by a full disk answers 503 with its own French message; other errors stay 500', async () => {
    const app = await appOver(async () => {});
    const full = await app.inject({ method: 'POST', url: '/api/things' });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBeDefined();
    expect(full.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: errorMessages.storageFull } });
    expect(errorMessages.storageFull).toMatch(/^Espace disque insuffisant sur le serveur/);
    expect((await app.inject({ method: 'GET', url: '/api/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
