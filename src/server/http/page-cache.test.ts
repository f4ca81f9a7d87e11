import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { escapeHtml, withRenderedPage } from './html.ts';
import { clearOnWrites, createPageCache } from './page-cache.ts';

const page = (html: string) => async () => ({ status: 200, html });

describe('the visitors’ page cache', () => {
  it('renders a page once while it is fresh, and again once it has expired', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    const render = vi.fn(page('<p>un</p>'));
    await cache.get('/', render);
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(1);
    clock = 1001;
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one rendering between concurrent visitors, and forgets a failed one', async () => {
    const cache = createPageCache();
    const render = vi.fn(page('<p>un</p>'));
    await Promise.all([cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => Promise.reject(new Error('boom')));
    await expect(cache.get('/b', failing)).rejects.toThrow('boom');
    await expect(cache.get('/b', page('<p>deux</p>'))).resolves.toEqual({ status: 200, html: '<p>deux</p>' });
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const first = vi.fn(page('1'));
    await cache.get('/1', first);
    await cache.get('/2', page('2'));
    await cache.get('/3', page('3'));
    await cache.get('/1', first);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('is emptied by every successful change made through the server, not by reads or refused changes', async () => {
    const cache = createPageCache();
    const app = Fastify();
    clearOnWrites(app, cache);
    app.get('/read', async () => ({ ok: true }));
    app.post('/write', async () => ({ ok: true }));
    app.post('/refused', async (_request, reply) => reply.status(400).send({ ok: false }));
    const render = vi.fn(page('<p>un</p>'));
    const visit = () => cache.get('/', render);

    await visit();
    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'POST', url: '/refused' });
    await visit();
    expect(render).toHaveBeenCalledTimes(1);
    await app.inject({ method: 'POST', url: '/write' });
    await visit();
    expect(render).toHaveBeenCalledTimes(2);
    await app.close();
  });
});

describe('withRenderedPage', () => {
  const index = '<html><body><div id="root"></div><script src="/assets/main.js"></script></body></html>';

  it('puts the page in the root and its data in a JSON script that no text can close or rewrite', () => {
    const text = 'Tarif : 3 $& plus </script><script>alert(1)</script>';
    const html = withRenderedPage(index, { html: `<p>${escapeHtml(text)}</p>`, state: { queries: [{ text }] } });
    expect(html).toContain('<div id="root"><p>Tarif : 3 $&amp; plus &lt;/script&gt;');
    const json = html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual({ queries: [{ text }] });
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
