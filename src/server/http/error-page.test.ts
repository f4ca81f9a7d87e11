import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, errorReference, serverErrorPageTexts } from '#contracts/errors-terms';
import { ZErrorResponse } from '#contracts/errors';
import { readSettings, writeSettings } from '#server/modules/settings/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { AppError } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) => {
        const boom = async () => Promise.reject(new Error('boom'));
        app.get('/api/test/boom', { config: { access: 'public' } }, boom);
        // Stand-ins for a page whose rendering fails, and one whose database is away.
        app.get('/test/page', { config: { access: 'public' } }, boom);
        app.get('/test/unavailable', { config: { access: 'public' } }, async () =>
          Promise.reject(new AppError(503, 'SERVICE_UNAVAILABLE', 'Base de données indisponible.')),
        );
      },
    },
  );
});
afterAll(() => t.close());

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the reference of a server failure', () => {
  it('is in the JSON error of a 5xx, the same as X-Request-Id, and the body keeps the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = ZErrorResponse.parse(response.json());
    expect(body.error).toEqual({ code: 'INTERNAL_ERROR', message: errorMessages.internal, requestId: response.headers['x-request-id'] });
  });

  it('is not in a 4xx error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).not.toHaveProperty('requestId');
  });

  it('is shown on the French error page a browser gets when a page fails', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/page?from=home', headers: html });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const id = String(response.headers['x-request-id']);
    expect(response.payload).toContain('<html lang="fr">');
    expect(response.payload).toContain(serverErrorPageTexts.title);
    expect(response.payload).toContain(`<code>${id}</code>`);
    expect(response.payload.replace(/<\/?code>/g, '')).toContain(errorReference(id));
    // The API, asked for JSON, still answers JSON.
    expect((await t.app.inject({ method: 'GET', url: '/test/page' })).headers['content-type']).toMatch(/^application\/json/);
  });

  it('a page that cannot be served for now says so, with its reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/unavailable', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.payload).toContain(serverErrorPageTexts.unavailableTitle);
    expect(response.payload).toContain(`<code>${String(response.headers['x-request-id'])}</code>`);
  });

  it('is on the maintenance page and in the MAINTENANCE error', async () => {
    await writeSettings(t.db, { ...(await readSettings(t.db)), maintenanceMode: true });
    t.app.siteSettings.invalidate();
    try {
      const page = await t.app.inject({ method: 'GET', url: '/missions', headers: html });
      expect(page.statusCode).toBe(503);
      expect(page.payload).toContain(`<code>${String(page.headers['x-request-id'])}</code>`);
      const api = await t.app.inject({ method: 'GET', url: '/api/jobs' });
      expect(api.statusCode).toBe(503);
      expect(api.json().error).toMatchObject({ code: 'MAINTENANCE', requestId: api.headers['x-request-id'] });
    } finally {
      await writeSettings(t.db, { ...(await readSettings(t.db)), maintenanceMode: false });
      t.app.siteSettings.invalidate();
    }
  });
});
