import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weakEtag } from '#server/http/cache-policy';
import { brotliOptions, gzipOptions } from '#server/http/encoded-answers';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
let company: Member;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Boulangerie');
  jobId = (await mission(t, company.id, { title: 'Animer notre Instagram', description: 'Des stories chaque jour. '.repeat(80) })).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
let listening: Promise<string> | undefined;
/** The app's address on a real socket (opened once, by whichever test needs it first). */
const address = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

describe('compression', () => {
  it('sends brotli or gzip as Accept-Encoding asks, the same JSON once decoded', async () => {
    const plain = await get(`/api/jobs/${jobId}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(`/api/jobs/${jobId}`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gz = await get(`/api/jobs/${jobId}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('answers HEAD with the headers of the GET, Content-Encoding and length included, and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const url = `${await address()}/api/jobs/${jobId}`;
    // Kept by the visitor cache, then sent from it: a miss is compressed on the fly, an entry's
    // first sending for itself, and from its second once at another quality, so those differ in
    // length (HEAD and GET alike).
    await fetch(url, { headers });
    await fetch(url, { headers });
    const get = await fetch(url, { headers });
    const head = await fetch(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'cache-control', 'vary']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('caching', () => {
  it('lets browsers reuse a public list a few seconds, and has every other public read revalidated', async () => {
    for (const list of [
      '/api/search/managers',
      '/api/search/jobs',
      '/api/catalog/skills',
      '/api/catalog/sectors',
      '/api/blog',
      '/api/testimonials',
    ]) {
      expect((await get(list)).headers['cache-control'], list).toBe('public, max-age=10');
    }
    expect((await get(`/api/jobs/${jobId}`)).headers['cache-control']).toBe('no-cache');
    // A member's read of the same list is kept nowhere.
    expect((await get('/api/search/jobs', { cookie: company.cookie })).headers['cache-control']).toBe('private, no-store');
  });

  it('gives public reads an ETag, answers 304 to a current copy', async () => {
    const first = await get('/api/catalog/skills');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await get('/api/catalog/skills', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The tag names the content, whatever the encoding.
    expect((await get('/api/catalog/skills', { 'accept-encoding': 'br' })).headers.etag).toBe(tag);
  });

  it('gives a compressed read one tag in every encoding, computed or served from the visitor cache', async () => {
    t.app.visitorCache.clear();
    const computed = (await get(`/api/jobs/${jobId}`)).headers.etag as string;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const cached = await get(`/api/jobs/${jobId}`, { 'accept-encoding': encoding });
      expect(cached.headers.etag, encoding).toBe(computed);
      expect((await get(`/api/jobs/${jobId}`, { 'accept-encoding': encoding, 'if-none-match': computed })).statusCode, encoding).toBe(304);
    }
  });

  it('compresses what only one request is sent (a member’s read) at the level of a read; a browser decodes it whole', async () => {
    const headers = { cookie: company.cookie };
    const plain = (await get(`/api/jobs/${jobId}`, headers)).body;
    expect((await get(`/api/jobs/${jobId}`, { ...headers, 'accept-encoding': 'br' })).rawPayload).toEqual(
      brotliCompressSync(plain, brotliOptions('read')),
    );
    expect((await get(`/api/jobs/${jobId}`, { ...headers, 'accept-encoding': 'gzip' })).rawPayload).toEqual(gzipSync(plain, gzipOptions('read')));
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body, as a browser does.
      const read = await fetch(`${await address()}/api/jobs/${jobId}`, { headers: { ...headers, 'accept-encoding': encoding } });
      expect(read.headers.get('content-encoding')).toBe(encoding);
      expect(await read.text()).toBe(plain);
    }
  });

  it('sends a JSON read of tens of KB compressed in one piece, with its length, not as a chunked stream', async () => {
    const long = await mission(t, company.id, { title: 'Un long cahier des charges', description: 'Publier, répondre, mesurer. '.repeat(800) });
    const url = `${await address()}/api/jobs/${long.id}`;
    const plain = await (await fetch(url, { headers: { cookie: company.cookie, 'accept-encoding': 'identity' } })).text();
    expect(Buffer.byteLength(plain)).toBeGreaterThan(16 * 1024);
    const read = await fetch(url, { headers: { cookie: company.cookie, 'accept-encoding': 'br' } });
    expect(read.headers.get('content-encoding')).toBe('br');
    expect(read.headers.get('transfer-encoding')).toBeNull();
    expect(Number(read.headers.get('content-length'))).toBe(brotliCompressSync(plain, brotliOptions('read')).length);
    expect(await read.text()).toBe(plain);
  });

  it('names the content, not when a rendered page fetched its data', () => {
    const page = (fetchedAt: number) =>
      `<div id="root"><p>Missions</p></div><script type="application/json">{"queries":[{"state":{"data":[1],"dataUpdatedAt":${fetchedAt}},"dehydratedAt":${fetchedAt}}]}</script>`;
    expect(weakEtag(page(1_795_600_000_000))).toBe(weakEtag(page(1_795_600_010_000)));
    expect(weakEtag(page(1))).not.toBe(weakEtag(page(1).replace('Missions', 'Profils')));
  });

  it('a new skill changes the tag: the browser gets the new list at once', async () => {
    const before = (await get('/api/catalog/skills')).headers.etag as string;
    await t.createSkill('Pinterest');
    const after = await get('/api/catalog/skills', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json().skills.map((s: { name: string }) => s.name)).toContain('Pinterest');
  });

  it('keeps whatever a signed-in viewer reads out of every cache', async () => {
    expect((await get(`/api/jobs/${jobId}`, { cookie: company.cookie })).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/me', { cookie: company.cookie })).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/me/jobs', { cookie: company.cookie })).headers['cache-control']).toBe('private, no-store');
  });

  it('stores no error', async () => {
    const res = await get('/api/jobs/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('tags nothing a browser does not keep: a member’s reads, whether computed for them or shared with visitors', async () => {
    t.app.visitorCache.clear();
    for (const url of [`/api/jobs/${jobId}`, '/api/me', '/api/search/jobs', '/api/search/jobs']) {
      const read = await get(url, { cookie: company.cookie, 'accept-encoding': 'br' });
      expect(read.statusCode, url).toBe(200);
      expect(read.headers['cache-control'], url).toBe('private, no-store');
      expect(read.headers.etag, url).toBeUndefined();
    }
  });
});
