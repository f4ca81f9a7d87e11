import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { describe, expect, it } from 'vitest';
import { declareScopeAccess, registerAccess } from './access.ts';
import { registerErrorHandler } from './errors.ts';

/** A bare app with the access hook; the viewer comes from an `x-viewer` header here. */
function bareApp() {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccess(app);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const type = request.headers['x-viewer'];
    if (typeof type === 'string')
      request.viewer = {
        id: 'v',
        email: 'v@example.fr',
        role: 'user',
        userType: type as 'company',
        twoFactorEnabled: false,
        twoFactorMissing: false,
      };
  });
  return app;
}

describe('access hook', () => {
  it('refuses to register a route that declares no access, naming it', async () => {
    const app = bareApp();
    expect(() => app.get('/api/secret', async () => 'x')).toThrow('GET /api/secret declares no access');
  });

  it('also refuses an undeclared route inside an encapsulated plugin', async () => {
    const app = bareApp();
    await expect(
      app.register(async (scope) => {
        scope.post('/api/inner', async () => 'x');
      }),
    ).rejects.toThrow('POST /api/inner declares no access');
  });

  it('gives routes of a declared scope (third-party plugins) its default, and records them', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'access-static-'));
    writeFileSync(path.join(root, 'app.js'), 'ok');
    const ok = bareApp();
    await ok.register(async (scope) => {
      declareScopeAccess(scope, 'public');
      await scope.register(fastifyStatic, { root, wildcard: false });
      scope.get('/mine', { config: { access: 'signedIn' } }, async () => 'mine');
    });
    // The default stays inside its scope.
    expect(() => ok.get('/outside', async () => 'x')).toThrow('GET /outside declares no access');
    await ok.ready();
    expect((await ok.inject('/app.js')).body).toBe('ok');
    expect((await ok.inject('/mine')).statusCode).toBe(401);
    expect(ok.accessRules).toEqual(
      expect.arrayContaining([
        { method: 'HEAD,GET', url: '/app.js', access: 'public' },
        { method: 'GET', url: '/mine', access: 'signedIn' },
      ]),
    );
  });

  it('checks before the body is parsed or validated', async () => {
    const app = bareApp();
    app.post('/api/typed', { config: { access: { userTypes: ['company'], anonymous: 'Connectez-vous.' } } }, async () => 'done');
    await app.ready();
    const send = (payload: string, viewer?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/typed',
        payload,
        headers: { 'content-type': 'application/json', ...(viewer ? { 'x-viewer': viewer } : {}) },
      });
    expect((await send('{broken')).json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Connectez-vous.' } });
    expect((await send('{broken', 'individual')).statusCode).toBe(403);
    expect((await send('{broken', 'company')).statusCode).toBe(400);
    expect((await send('{}', 'company')).body).toBe('done');
  });
});
