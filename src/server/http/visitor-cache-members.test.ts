import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, missions, profiles } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

/**
 * Members and the visitor cache: the public lists whose handlers ignore the viewer
 * (`sameForEveryViewer`) share the visitors' entries; every other read is computed for a member.
 * Rows changed directly in the database stand for data an entry must still be serving.
 */
let t: TestApp;
let company: Member;
let camille: Member;
let jobId: string;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Claire');
  camille = await member(t, 'community_manager', 'Camille');
  jobId = (await mission(t, company.id, { title: 'Animer notre compte Instagram' })).id;
  const [post] = await t.db
    .insert(blogPosts)
    .values({ title: 'Premier article', excerpt: 'Résumé', content: 'Texte', category: 'Conseils', published: true })
    .returning();
  postId = post!.id;
});
afterAll(() => t.close());

/** An answer's JSON with its numbers to 3 places: a search's recency factor follows the clock between two computations. */
const settled = (body: string) =>
  JSON.parse(body, (_key, value: unknown) => (typeof value === 'number' ? Number(value.toFixed(3)) : value)) as unknown;
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Every read flagged `sameForEveryViewer`, with a query where it takes one. */
const SHARED_READS = [
  '/api/search/managers?q=Camille',
  '/api/search/jobs?q=Instagram',
  '/api/catalog/sectors',
  '/api/catalog/skills',
  '/api/catalog/languages',
  '/api/catalog/rate-ranges',
  '/api/catalog/experience-levels',
  '/api/site/stats',
  '/api/blog',
  '/api/testimonials',
];

describe('the reads members share with visitors', () => {
  it.each(SHARED_READS)('%s: the same answer signed in or not, a member served from the visitors’ entry, privately', async (url) => {
    t.app.visitorCache.clear();
    const computedForMember = await get(url, company.cookie);
    t.app.visitorCache.clear();
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(200);
    expect(settled(computedForMember.body)).toEqual(settled(visitor.body));

    const hits = t.app.visitorCache.stats.hits;
    const signedIn = await get(url, camille.cookie);
    expect(t.app.visitorCache.stats.hits).toBe(hits + 1);
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(visitor.headers['cache-control']).toMatch(/^public/);
  });

  it('keeps what a member’s miss computed for the next visitor', async () => {
    t.app.visitorCache.clear();
    const first = await get('/api/search/managers?q=Camille', company.cookie);
    await t.db.update(profiles).set({ fullName: 'Camille Changée' }).where(eq(profiles.id, camille.id));
    try {
      expect((await get('/api/search/managers?q=Camille')).body).toBe(first.body);
    } finally {
      await t.db.update(profiles).set({ fullName: 'Camille' }).where(eq(profiles.id, camille.id));
    }
  });
});

describe('the reads members never share', () => {
  it.each([
    ['a mission', () => `/api/jobs/${jobId}`, () => t.db.update(missions).set({ title: 'Titre changé' }).where(eq(missions.id, jobId))],
    ['a profile', () => `/api/profiles/${camille.id}`, () => t.db.update(profiles).set({ bio: 'Bio changée' }).where(eq(profiles.id, camille.id))],
    ['an article', () => `/api/blog/${postId}`, () => t.db.update(blogPosts).set({ content: 'Texte changé' }).where(eq(blogPosts.id, postId))],
  ])('%s is computed for a member, never taken from the visitors’ entry', async (_what, url, change) => {
    t.app.visitorCache.clear();
    const visitor = await get(url());
    expect(visitor.statusCode).toBe(200);
    await change();
    const hits = t.app.visitorCache.stats.hits;
    const signedIn = await get(url(), company.cookie);
    expect(t.app.visitorCache.stats.hits).toBe(hits);
    expect(signedIn.body).not.toBe(visitor.body);
    // …and the visitors' entry is left as it was.
    expect((await get(url())).body).toBe(visitor.body);
  });
});
