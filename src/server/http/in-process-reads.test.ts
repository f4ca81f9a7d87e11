import type { FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, writeSettings } from '#server/modules/settings/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import type { Viewer } from '#server/auth/guards';
import { DatabaseUnreachableError } from '#server/db/failures';
import { registerAccess } from './access.ts';
import { registerErrorHandler } from './errors.ts';
import { recordInProcessReads } from './in-process-reads.ts';
import { cacheTags } from './visitor-cache-tags.ts';
import { createVisitorCache, visitorPages } from './visitor-cache.ts';

let t: TestApp;
let urls: string[];
let manager: Member;
let company: Member;

beforeAll(async () => {
  t = await createTestApp();
  manager = await member(t, 'community_manager', 'Camille');
  company = await member(t, 'company', 'Boulangerie');
  const job = await mission(t, company.id);
  await t.createSkill('Instagram');
  await t.createSector();
  // What the server-rendered pages read (their `pageQueries`): home, search (both tabs), a
  // profile, a mission, the blog and an article, the transparency report; details that exist,
  // that do not, that are malformed; queries with defaults, junk and out-of-range values.
  urls = [
    '/api/search/managers?page=1',
    '/api/search/managers?q=instagram&sort=rating&page=2',
    '/api/search/jobs?page=1&budgetMin=100',
    '/api/search/managers?page=0',
    '/api/search/managers?q=qui?&page=1',
    '/api/search/managers?sort=nimporte',
    '/api/search/jobs?budgetMin=abc',
    '/api/testimonials?limit=6',
    '/api/testimonials?limit=9999',
    '/api/blog',
    '/api/blog?page=2',
    '/api/blog/00000000-0000-4000-8000-000000000000',
    '/api/blog/pas-un-id',
    '/api/catalog/skills',
    '/api/catalog/sectors',
    '/api/catalog/rate-ranges',
    '/api/catalog/experience-levels',
    '/api/catalog/languages',
    '/api/site/stats',
    `/api/profiles/${manager.id}`,
    `/api/profiles/${company.id}`,
    '/api/profiles/00000000-0000-4000-8000-000000000000',
    `/api/jobs/${job.id}`,
    '/api/jobs/00000000-0000-4000-8000-000000000000',
    '/api/jobs/pas-un-id',
    '/api/transparency',
  ];
});
afterAll(() => t.close());

/** The HTTP answer as a page would read it; the request id a 5xx quotes is the request's, not the data's. */
async function overHttp(url: string) {
  const answer = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const data = answer.json<{ error?: { requestId?: string } }>();
  if (data.error) delete data.error.requestId;
  return { status: answer.statusCode, data };
}

/** Both ways, each on an empty visitor cache (the in-process read computes, as HTTP did). */
async function bothWays(url: string) {
  t.app.visitorCache.clear();
  const http = await overHttp(url);
  t.app.visitorCache.clear();
  const direct = await t.app.readInProcess(null, url);
  return { http, direct: direct && { status: direct.status, data: JSON.parse(JSON.stringify(direct.data)) as unknown } };
}

async function setMaintenance(maintenanceMode: boolean) {
  const { updatedAt: _updatedAt, ...settings } = await readSettings(t.db);
  await writeSettings(t.db, { ...settings, maintenanceMode });
  t.app.siteSettings.invalidate();
}

describe('a read in-process (ADR 0059)', () => {
  it('answers every read the pages make as HTTP does: status and JSON', async () => {
    for (const url of urls) {
      const { http, direct } = await bothWays(url);
      expect(direct, url).toEqual(http);
    }
    // The list covers successes, missing rows and refused parameters.
    const statuses = new Set(await Promise.all(urls.map(async (url) => (await bothWays(url)).http.status)));
    expect([...statuses].sort()).toEqual([200, 400, 404]);
  });

  it('answers 503 MAINTENANCE as HTTP does while maintenance is on', async () => {
    await setMaintenance(true);
    try {
      for (const url of ['/api/catalog/skills', '/api/search/managers?page=1', '/api/transparency']) {
        const { http, direct } = await bothWays(url);
        expect(http.status, url).toBe(503);
        expect(direct, url).toEqual(http);
      }
    } finally {
      await setMaintenance(false);
    }
  });

  it('serves a visitor from the visitor cache and fills it as HTTP does, the page collecting its tags', async () => {
    t.app.visitorCache.clear();
    const url = '/api/catalog/sectors';
    const first = await t.app.readInProcess(null, url);
    const hits = t.app.visitorCache.stats.hits;
    // The entry the in-process read kept is the one HTTP serves.
    const served = await t.app.inject({ method: 'GET', url });
    expect(t.app.visitorCache.stats.hits).toBe(hits + 1);
    expect(served.json()).toEqual(first?.data);
    // Concurrent misses share one computation.
    t.app.visitorCache.clear();
    const { hits: hitsBefore, misses: missesBefore } = t.app.visitorCache.stats;
    const [one, two] = await Promise.all([t.app.readInProcess(null, url), t.app.readInProcess(null, url)]);
    expect(two).toEqual(one);
    expect(t.app.visitorCache.stats).toEqual({ hits: hitsBefore + 1, misses: missesBefore + 1 });
    await t.createSector('Tourisme');
    const again = await t.app.readInProcess(null, url);
    expect(JSON.stringify(again?.data)).toContain('Tourisme');
  });

  it("reads a member's own data as HTTP does with their cookie, and shares with them only the lists the same for everyone", async () => {
    const viewerOf = (who: Member, userType: Viewer['userType']): Viewer => ({
      id: who.id,
      email: who.email,
      role: 'user',
      userType,
      twoFactorEnabled: false,
      twoFactorMissing: false,
    });
    await mission(t, company.id, { title: 'Mission de la boulangerie' });
    for (const [who, userType] of [
      [company, 'company'],
      [manager, 'community_manager'],
    ] as const) {
      const http = await t.app.inject({ method: 'GET', url: '/api/me/jobs', headers: { cookie: who.cookie } });
      const direct = await t.app.readInProcess(viewerOf(who, userType), '/api/me/jobs');
      expect(direct && { status: direct.status, data: JSON.parse(JSON.stringify(direct.data)) as unknown }).toEqual({
        status: http.statusCode,
        data: http.json(),
      });
    }
    expect(JSON.stringify((await t.app.readInProcess(viewerOf(company, 'company'), '/api/me/jobs'))?.data)).toContain('Mission de la boulangerie');
    t.app.visitorCache.clear();
    await t.app.readInProcess(null, '/api/catalog/sectors');
    const { hits } = t.app.visitorCache.stats;
    await t.app.readInProcess(viewerOf(company, 'company'), '/api/catalog/sectors');
    expect(t.app.visitorCache.stats.hits).toBe(hits + 1);
    // A read that may differ per viewer (a mission, its owner sees more) is computed for the member.
    const { hits: before, misses } = t.app.visitorCache.stats;
    await t.app.readInProcess(
      viewerOf(company, 'company'),
      urls.find((url) => url.startsWith('/api/jobs/'))!,
    );
    expect(t.app.visitorCache.stats).toEqual({ hits: before, misses });
  });

  it("gives a visitor's page the tags of its reads, computed or served, so a change drops the page", async () => {
    t.app.visitorCache.clear();
    const pages = visitorPages(t.app.visitorCache);
    const pageReading = (address: string) =>
      pages({ url: address } as FastifyRequest, {} as FastifyReply, async () => {
        await t.app.readInProcess(null, '/api/catalog/sectors');
        return { status: 200, body: '<main></main>', contentType: 'text/html' };
      });
    await pageReading('/computed');
    await pageReading('/served');
    expect(t.app.visitorCache.peek('page /computed')?.tags).toEqual([cacheTags.catalog]);
    expect(t.app.visitorCache.peek('page /served')?.tags).toEqual([cacheTags.catalog]);
    t.app.visitorCache.invalidate([cacheTags.catalog]);
    expect(t.app.visitorCache.peek('page /served')).toBeUndefined();
  });

  it('fails as HTTP does: the database out of reach (503), an error (500), and sends only what the response schema shows', async () => {
    const bare = Fastify().withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(bare);
    registerAccess(bare);
    const read = recordInProcessReads(bare, {
      visitorCache: createVisitorCache({ ttlMs: 0 }),
      maintenance: async () => ({ maintenanceMode: false, siteName: 'CM Connect', defaultLanguage: 'fr' }),
    });
    const route = (url: string, handler: () => Promise<{ shown: number }>) =>
      bare.get(url, { config: { access: 'public', inProcess: true }, schema: { response: { 200: z.object({ shown: z.number() }) } }, handler });
    route('/api/away', async () => Promise.reject(new DatabaseUnreachableError('gone')));
    route('/api/broken', async () => Promise.reject(new Error('boom')));
    const extra = { shown: 1, secret: 2 };
    route('/api/extra', async () => extra);
    await bare.ready();
    for (const url of ['/api/away', '/api/broken', '/api/extra']) {
      const http = await bare.inject({ method: 'GET', url });
      expect(await read(null, url), url).toEqual({ status: http.statusCode, data: http.json() });
    }
    await expect(read(null, '/api/extra')).resolves.toEqual({ status: 200, data: { shown: 1 } });
    await expect(read(null, '/api/away')).resolves.toMatchObject({ status: 503, data: { error: { code: 'SERVICE_UNAVAILABLE' } } });
    await bare.close();
  });

  it('refuses to record a read it could not call as HTTP does (a hook or rate limit of its own, the reply, no response schema)', async () => {
    const bare = Fastify().withTypeProvider<ZodTypeProvider>();
    registerAccess(bare);
    recordInProcessReads(bare, {
      visitorCache: createVisitorCache({ ttlMs: 0 }),
      maintenance: async () => ({ maintenanceMode: false, siteName: 'CM Connect', defaultLanguage: 'fr' }),
    });
    const schema = { response: { 200: z.object({}) } };
    const config = { access: 'public', inProcess: true } as const;
    expect(() => bare.get('/api/hooked', { config, schema, preHandler: async () => {}, handler: async () => ({}) })).toThrow(/in-process/);
    expect(() => bare.get('/api/limited', { config: { ...config, rateLimit: { max: 1 } }, schema, handler: async () => ({}) })).toThrow(/in-process/);
    expect(() => bare.get('/api/reply', { config, schema, handler: async (_request, reply) => reply.send({}) })).toThrow(/in-process/);
    expect(() => bare.get('/api/unschemed', { config, handler: async () => ({}) })).toThrow(/in-process/);
    expect(() => bare.get('/api/member', { config: { access: 'signedIn', inProcess: true }, schema, handler: async () => ({}) })).not.toThrow();
    await bare.close();
  });

  it('leaves what it does not know to HTTP (null)', async () => {
    await expect(t.app.readInProcess(null, '/api/me')).resolves.toBeNull();
    await expect(t.app.readInProcess(null, '/api/Catalog/skills')).resolves.toBeNull();
  });
});
