import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createVisitorCache, registerVisitorCache } from './visitor-cache.ts';

const page = (html: string) => async () => ({ status: 200, body: html, contentType: 'text/html' });

describe('the visitor cache', () => {
  it('renders a page once while it is fresh, and again once it has expired', async () => {
    let clock = 0;
    const cache = createVisitorCache({ ttlMs: 1000, now: () => clock });
    const render = vi.fn(page('<p>un</p>'));
    await cache.get('/', render);
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(1);
    clock = 1001;
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one rendering between concurrent visitors, and forgets a failed one', async () => {
    const cache = createVisitorCache();
    const render = vi.fn(page('<p>un</p>'));
    await Promise.all([cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => Promise.reject(new Error('boom')));
    await expect(cache.get('/b', failing)).rejects.toThrow('boom');
    await expect(cache.get('/b', page('<p>deux</p>'))).resolves.toEqual({ status: 200, body: '<p>deux</p>', contentType: 'text/html' });
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = createVisitorCache({ maxEntries: 2 });
    const first = vi.fn(page('1'));
    await cache.get('/1', first);
    await cache.get('/2', page('2'));
    await cache.get('/3', page('3'));
    await cache.get('/1', first);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('serves the declared public reads to visitors from memory, never a signed-in viewer’s, and empties on every successful change', async () => {
    const cache = createVisitorCache();
    const app = Fastify();
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      if (request.headers.cookie) request.viewer = { id: 'u1' } as typeof request.viewer;
    });
    registerVisitorCache(app, cache);
    let reads = 0;
    app.get('/cached', { config: { visitorCache: true } }, async () => ({ reads: ++reads }));
    app.get('/uncached', async () => ({ reads: ++reads }));
    app.post('/write', async () => ({ ok: true }));
    app.post('/refused', async (_request, reply) => reply.status(400).send({ ok: false }));
    const read = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).json().reads as number;

    expect(await read('/cached')).toBe(1);
    expect(await read('/cached')).toBe(1);
    expect(await read('/cached?page=2')).toBe(2);
    expect(await read('/cached', { cookie: 'session=1' })).toBe(3);
    expect(await read('/uncached')).toBe(4);
    expect(await read('/uncached')).toBe(5);

    await app.inject({ method: 'GET', url: '/cached' });
    await app.inject({ method: 'POST', url: '/refused' });
    expect(await read('/cached')).toBe(1);
    await app.inject({ method: 'POST', url: '/write' });
    expect(await read('/cached')).toBe(6);
    await app.close();
  });
});
