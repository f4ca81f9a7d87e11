import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorMessages } from '#contracts/errors-terms';
import { brotliOptions, gzipOptions, type Audience } from './encoded-answers.ts';
import { registerErrorHandler } from './errors.ts';
import { createMissLimit } from './miss-limit.ts';
import { cacheTags } from './visitor-cache-tags.ts';
import { pageAddress } from './visitor-cache-key.ts';
import { createVisitorCache, registerVisitorCache, sendAnswer, visitorPages, type CachedEntry, type VisitorCache } from './visitor-cache.ts';

const entry = (body: string, tags: string[] = []): CachedEntry => ({ answer: { status: 200, body, contentType: 'text/html' }, tags });
const page =
  (body: string, tags: string[] = []) =>
  async () =>
    entry(body, tags);

describe('the visitor cache', () => {
  it('computes an entry once while it is fresh, and again once it has expired', async () => {
    let clock = 1;
    const cache = createVisitorCache({ ttlMs: 1000, now: () => clock });
    const render = vi.fn(page('<p>un</p>'));
    await cache.fetch('/', render);
    await cache.fetch('/', render);
    expect(render).toHaveBeenCalledTimes(1);
    clock = 1002;
    await cache.fetch('/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between concurrent misses, and forgets a failed one', async () => {
    const cache = createVisitorCache();
    const render = vi.fn(page('<p>un</p>'));
    await Promise.all([cache.fetch('/a', render), cache.fetch('/a', render), cache.fetch('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);

    await expect(cache.fetch('/b', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.fetch('/b', page('<p>deux</p>'))).resolves.toEqual(entry('<p>deux</p>'));
  });

  it('drops only the entries showing a changed tag; "*" drops them all', async () => {
    const cache = createVisitorCache();
    cache.set('mission A', entry('A', [cacheTags.mission('a')]));
    cache.set('mission B', entry('B', [cacheTags.mission('b')]));
    cache.set('blog', entry('blog', [cacheTags.blog]));
    cache.invalidate([cacheTags.mission('a'), cacheTags.missionsSearch]);
    expect(cache.peek('mission A')).toBeUndefined();
    expect(cache.peek('mission B')?.answer.body).toBe('B');
    expect(cache.peek('blog')?.answer.body).toBe('blog');
    cache.invalidate([cacheTags.everything]);
    expect(cache.peek('mission B')).toBeUndefined();
    expect(cache.peek('blog')).toBeUndefined();
  });

  it('never keeps an answer computed while a change came in (it may show the old data)', async () => {
    const cache = createVisitorCache();
    let finish!: (value: CachedEntry) => void;
    const underWay = cache.fetch('/jobs/a', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate([cacheTags.mission('a')]);
    finish(entry('ancienne', [cacheTags.mission('a')]));
    await expect(underWay).resolves.toBeUndefined();
    expect(cache.peek('/jobs/a')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0 (the benchmarks’ computed path)', async () => {
    const cache = createVisitorCache({ ttlMs: 0 });
    const render = vi.fn(page('<p>un</p>'));
    await cache.fetch('/', render);
    await cache.fetch('/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createVisitorCache({ maxEntries: 2 });
    const first = vi.fn(page('1'));
    await cache.fetch('/1', first);
    await cache.fetch('/2', page('2'));
    await cache.fetch('/3', page('3'));
    await cache.fetch('/1', first);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxBytes of answers, dropping the least recently used (memory stays flat)', async () => {
    // 40 characters cost 100 bytes (text, and a quarter more for compressed copies): two fit in 250.
    const cache = createVisitorCache({ maxBytes: 250 });
    const first = vi.fn(page('1'.repeat(40)));
    await cache.fetch('/1', first);
    await cache.fetch('/2', page('2'.repeat(40)));
    await cache.fetch('/3', page('3'.repeat(40)));
    expect(cache.peek('/1')).toBeUndefined();
    expect(cache.peek('/2')).toBeDefined();
    expect(cache.peek('/3')).toBeDefined();
  });
});

describe('a page’s cache address', () => {
  it('keeps only the parameters the page reads, in one order, and no empty one', () => {
    expect(pageAddress('/?x=1')).toBe('/');
    expect(pageAddress('/?utm_source=a&fbclid=b')).toBe('/');
    expect(pageAddress('/search?page=2&type=jobs&x=1&q=')).toBe('/search?page=2&type=jobs');
    expect(pageAddress('/search?type=jobs&page=2')).toBe('/search?page=2&type=jobs');
    expect(pageAddress('/blog?category=Conseils&junk=1')).toBe('/blog?category=Conseils');
    expect(pageAddress('/jobs/abc?ref=mail')).toBe('/jobs/abc');
  });
});

/** A small app with the visitor cache: a cached list with a query schema, cached details, writes. */
async function appWithCache(cache: VisitorCache, { missesPerMinute = 0, now = Date.now } = {}) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers.cookie) request.viewer = { id: 'u1' } as typeof request.viewer;
  });
  const published: string[][] = [];
  const missLimit = createMissLimit(missesPerMinute, now);
  registerVisitorCache(app, cache, {
    publish: (tags) => {
      published.push([...tags]);
      cache.invalidate(tags);
    },
    missLimit,
  });
  const computed: Record<string, number> = {};
  const count = (name: string) => (computed[name] = (computed[name] ?? 0) + 1);
  app.get('/list', {
    config: { visitorCache: () => [cacheTags.missionsSearch] },
    schema: { querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }) },
    handler: async (request) => ({ page: request.query.page, computed: count(`list ${request.query.page}`) }),
  });
  app.get('/missions/:id', {
    config: { visitorCache: (request) => [cacheTags.mission((request.params as { id: string }).id)] },
    handler: async (request) => ({ computed: count(`mission ${(request.params as { id: string }).id}`) }),
  });
  app.get('/offers/:id', {
    // Tagged with what its answer shows: the client's profile.
    config: { visitorCache: (_request, body) => (body ? [cacheTags.profile((body() as { client: string }).client)] : []) },
    handler: async (request) => ({ client: `client of ${(request.params as { id: string }).id}`, computed: count('offer') }),
  });
  app.post('/profiles/:id/edit', {
    config: { visitorCacheChanges: (request) => [cacheTags.profile((request.params as { id: string }).id)] },
    handler: async () => ({ ok: true }),
  });
  app.get('/uncached', async () => ({ computed: count('uncached') }));
  app.post('/missions/:id/edit', {
    config: { visitorCacheChanges: (request) => [cacheTags.mission((request.params as { id: string }).id), cacheTags.missionsSearch] },
    handler: async () => ({ ok: true }),
  });
  app.post('/missions/:id/refused', {
    config: { visitorCacheChanges: (request) => [cacheTags.mission((request.params as { id: string }).id)] },
    handler: async (_request, reply) => reply.status(400).send({ ok: false }),
  });
  app.post('/sign-out', async () => ({ ok: true }));
  const read = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).json().computed as number;
  return { app, read, published, computed, missLimit };
}

describe('the visitor cache in the app', () => {
  it('serves the declared reads to visitors from memory, never a signed-in viewer’s', async () => {
    const { app, read } = await appWithCache(createVisitorCache());
    expect(await read('/missions/a')).toBe(1);
    expect(await read('/missions/a')).toBe(1);
    expect(await read('/missions/a', { cookie: 'session=1' })).toBe(2);
    expect(await read('/uncached')).toBe(1);
    expect(await read('/uncached')).toBe(2);
    await app.close();
  });

  it('keys a read on what its schema reads: junk parameters and spellings share one entry', async () => {
    const { app, read, computed } = await appWithCache(createVisitorCache());
    await read('/list');
    await read('/list?x=1');
    await read('/list?x=2&page=1');
    await read('/list?page=01&utm_source=mail');
    expect(computed['list 1']).toBe(1);
    await read('/list?page=2');
    expect(computed['list 2']).toBe(1);
    await app.close();
  });

  it('drops, after a successful write, only the entries showing what it changed', async () => {
    const { app, read, published } = await appWithCache(createVisitorCache());
    await read('/missions/a');
    await read('/missions/b');
    await read('/list');
    expect((await app.inject({ method: 'POST', url: '/missions/a/edit' })).statusCode).toBe(200);
    expect(published).toEqual([[cacheTags.mission('a'), cacheTags.missionsSearch]]);
    expect(await read('/missions/a')).toBe(2);
    expect(await read('/list')).toBe(2);
    expect(await read('/missions/b')).toBe(1);
    await app.close();
  });

  it('parses a computed answer only for the tags that read it', async () => {
    const { app, read } = await appWithCache(createVisitorCache());
    const parse = vi.spyOn(JSON, 'parse');
    try {
      await app.inject({ method: 'GET', url: '/list' });
      expect(parse).not.toHaveBeenCalled();
      expect(await read('/offers/o1')).toBe(1);
      expect(await read('/offers/o1')).toBe(1);
      // Its tags came from its answer: a change to the client's profile drops it.
      await app.inject({ method: 'POST', url: '/profiles/client%20of%20o1/edit' });
      expect(await read('/offers/o1')).toBe(2);
    } finally {
      parse.mockRestore();
    }
    await app.close();
  });

  it('empties nothing for a request that changed nothing: a visitor’s sign-out, a refused write', async () => {
    const { app, read, published } = await appWithCache(createVisitorCache());
    await read('/missions/a');
    await app.inject({ method: 'POST', url: '/sign-out' });
    await app.inject({ method: 'POST', url: '/missions/a/refused' });
    await app.inject({ method: 'POST', url: '/missions/a/edit', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(published).toEqual([]);
    expect(await read('/missions/a')).toBe(1);
    await app.close();
  });

  it('computes a read once for concurrent visitors', async () => {
    const { app, computed } = await appWithCache(createVisitorCache());
    const answers = await Promise.all([1, 2, 3, 4].map(() => app.inject({ method: 'GET', url: '/missions/c' })));
    expect(answers.map((answer) => answer.json().computed)).toEqual([1, 1, 1, 1]);
    expect(computed['mission c']).toBe(1);
    await app.close();
  });

  it('limits the answers computed per address: past it, the stale answer if any, else a 429 in French', async () => {
    let clock = 1;
    const cache = createVisitorCache({ ttlMs: 1000, now: () => clock });
    // 8 a minute: bursts of 2.
    const { app, computed } = await appWithCache(cache, { missesPerMinute: 8, now: () => clock });
    const from = (remoteAddress: string, url: string) => app.inject({ method: 'GET', url, remoteAddress });
    expect((await from('203.0.113.1', '/list?page=1')).statusCode).toBe(200);
    expect((await from('203.0.113.1', '/list?page=2')).statusCode).toBe(200);
    // Served from memory: no computation, no token.
    expect((await from('203.0.113.1', '/list?page=1')).statusCode).toBe(200);
    const refused = await from('203.0.113.1', '/list?page=3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: errorMessages.tooManyPages } });
    expect(computed['list 3']).toBeUndefined();
    // Another address is not held back.
    expect((await from('203.0.113.2', '/list?page=3')).statusCode).toBe(200);
    // Expired: the address over its limit gets the stale copy rather than a computation.
    clock += 1001;
    const stale = await from('203.0.113.1', '/list?page=1');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-visitor-cache']).toBe('stale');
    expect(computed['list 1']).toBe(1);
    // 7.5 s later the bucket has a token again (8 a minute).
    clock += 7500;
    expect((await from('203.0.113.1', '/list?page=1')).json().computed).toBe(2);
    await app.close();
  });
});

describe('visitors’ pages', () => {
  /** The web app's page route, rendering with in-process reads as the server renderer does. */
  async function appWithPages(cache: VisitorCache) {
    const setup = await appWithCache(cache);
    const pages = visitorPages(cache);
    const rendered: string[] = [];
    setup.app.get('/*', async (request, reply) => {
      const answer = await pages(request, reply, async (address) => {
        rendered.push(address);
        const reads = await Promise.all(['/missions/a', '/list'].map((url) => setup.app.inject({ method: 'GET', url })));
        return { status: 200, body: `<main>${address} ${reads.map((read) => read.body).join(' ')}</main>`, contentType: 'text/html' };
      });
      return answer ? reply.type('text/html').send(answer.body) : reply;
    });
    return { ...setup, rendered };
  }

  it('renders a page once for every spelling of its address, at the address it is kept for', async () => {
    const cache = createVisitorCache();
    const { app, rendered } = await appWithPages(cache);
    await app.inject({ method: 'GET', url: '/accueil?x=1' });
    await app.inject({ method: 'GET', url: '/accueil?x=2' });
    await app.inject({ method: 'GET', url: '/accueil' });
    expect(rendered).toEqual(['/accueil']);
    await app.close();
  });

  it('is dropped with any tag its reads showed, and kept when a change is elsewhere', async () => {
    const cache = createVisitorCache();
    const { app, rendered } = await appWithPages(cache);
    await app.inject({ method: 'GET', url: '/accueil' });
    cache.invalidate([cacheTags.mission('b'), cacheTags.blog]);
    await app.inject({ method: 'GET', url: '/accueil' });
    expect(rendered).toHaveLength(1);
    cache.invalidate([cacheTags.mission('a')]);
    await app.inject({ method: 'GET', url: '/accueil' });
    expect(rendered).toHaveLength(2);
    await app.close();
  });
});

describe('a page’s bytes', () => {
  const body = `<main>${Array.from({ length: 300 }, (_, i) => `<p>Community manager ${i} à Lyon</p>`).join('')}</main>`;

  it('compresses a kept page once at the level for many from its second request, one not kept at the level for one; a browser decodes either whole', async () => {
    const caches: [VisitorCache, Audience[]][] = [
      [createVisitorCache(), ['one', 'many', 'many']],
      [createVisitorCache({ ttlMs: 0 }), ['one', 'one', 'one']],
    ];
    for (const [cache, audiences] of caches) {
      const app = Fastify();
      const pages = visitorPages(cache);
      app.get('/*', async (request, reply) => {
        const answer = await pages(request, reply, async () => ({ status: 200, body, contentType: 'text/html; charset=utf-8' }));
        return answer ? sendAnswer(request, reply, answer) : reply;
      });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const sent = async (encoding: string) =>
          (await app.inject({ method: 'GET', url: '/accueil', headers: { 'accept-encoding': encoding } })).rawPayload;
        for (const audience of audiences) {
          expect(await sent('br'), audience).toEqual(brotliCompressSync(body, brotliOptions(audience)));
          expect(await sent('gzip'), audience).toEqual(gzipSync(body, gzipOptions(audience)));
        }
        for (const encoding of ['br', 'gzip']) {
          // fetch decodes the body, as a browser does.
          const page = await fetch(`${address}/accueil`, { headers: { 'accept-encoding': encoding } });
          expect(page.headers.get('content-encoding')).toBe(encoding);
          expect(await page.text()).toBe(body);
        }
      } finally {
        await app.close();
      }
    }
  });
});
