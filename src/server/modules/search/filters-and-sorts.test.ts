import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobCard, TManagerCard } from '#contracts/search';
import { communityManagers, experienceLevels, hourlyRateRanges, missions } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { insertClient, insertJob, insertManager } from '#server/testing/search-fixtures';
import { parseMissionSearch, searchMissions } from './index.ts';

/** The filters and sorts of ADR 0048, on a database of their own. */

let t: TestApp;
const id: Record<string, string> = {};
const range: Record<string, string> = {};
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  const [rate30to50, rate80plus] = await db
    .insert(hourlyRateRanges)
    .values([
      { name: '30 – 50 €/h', minRate: 30, maxRate: 50 },
      { name: 'Plus de 80 €/h', minRate: 80, maxRate: null },
    ])
    .returning();
  const [junior, senior] = await db
    .insert(experienceLevels)
    .values([
      { name: 'Junior', minYears: 0, maxYears: 2 },
      { name: 'Confirmé', minYears: 5, maxYears: null },
    ])
    .returning();
  Object.assign(range, { rate30to50: rate30to50!.id, rate80plus: rate80plus!.id, junior: junior!.id, senior: senior!.id });

  // Lyon's centre: 45.764, 4.8357. Villeurbanne ~4 km, Vienne ~27 km, Mâcon ~62 km, Paris ~390 km.
  id.ana = await insertManager(db, {
    fullName: 'Ana Lopez',
    headline: 'Community manager mode',
    location: 'Villeurbanne',
    latitude: 45.7719,
    longitude: 4.8902,
    averageRating: 4.6,
    totalReviews: 8,
    hourlyRateMin: 35,
    hourlyRateMax: 45,
    experienceYears: 1,
    availability: true,
    languages: ['Français', 'Espagnol'],
    createdAt: ago(24 * 30),
  });
  id.ben = await insertManager(db, {
    fullName: 'Ben Carter',
    headline: 'Social media manager',
    location: 'Vienne',
    latitude: 45.5255,
    longitude: 4.8746,
    averageRating: 3.8,
    totalReviews: 3,
    hourlyRateMin: 90,
    hourlyRateMax: 120,
    experienceYears: 9,
    availability: false,
    languages: ['Anglais', 'Français'],
    createdAt: ago(24 * 10),
  });
  // No reviews, no rate, no experience: never in a rating, rate or experience filter; last in those sorts.
  id.chloe = await insertManager(db, {
    fullName: 'Chloé Martin',
    headline: 'Community manager débutante',
    location: 'Mâcon',
    latitude: 46.3069,
    longitude: 4.8287,
    availability: true,
    languages: ['Français'],
    createdAt: ago(1),
  });
  // Only a maximum rate: it stands for both.
  id.dan = await insertManager(db, {
    fullName: 'Dan Morel',
    headline: 'Rédacteur web',
    location: 'Paris',
    latitude: 48.8566,
    longitude: 2.3522,
    averageRating: 4.9,
    totalReviews: 20,
    hourlyRateMax: 50,
    experienceYears: 6,
    availability: true,
    remoteOk: true,
    languages: ['Français', 'Anglais'],
    createdAt: ago(24 * 100),
  });

  const client = await insertClient(db, { fullName: 'Claire Dubois', companyName: 'Maison Lumière' });
  id.m24h = await insertJob(db, {
    clientId: client,
    title: 'Community manager boutique',
    jobType: 'freelance',
    budgetMin: 500,
    budgetMax: 1000,
    location: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    createdAt: ago(2),
  });
  id.m7d = await insertJob(db, {
    clientId: client,
    title: 'Stratégie TikTok',
    jobType: 'part_time',
    budgetMin: 2000,
    budgetMax: 3000,
    isRemote: true,
    createdAt: ago(24 * 3),
  });
  id.m30d = await insertJob(db, { clientId: client, title: 'Newsletter mensuelle', jobType: 'contract', budgetMax: 300, createdAt: ago(24 * 20) });
  // No budget: never in a budget filter, last in both budget sorts.
  id.old = await insertJob(db, {
    clientId: client,
    title: 'Community manager ancien',
    jobType: 'freelance',
    location: 'Vienne',
    latitude: 45.5255,
    longitude: 4.8746,
    createdAt: ago(24 * 60),
  });
  // Written 90 days ago as a draft, published an hour ago: 'published within 24 h' reads the publication.
  id.lateDraft = await insertJob(db, { clientId: client, title: 'Brouillon publié', status: 'draft', budgetMin: 800, createdAt: ago(24 * 90) });
  await db.update(missions).set({ status: 'open' }).where(eq(missions.id, id.lateDraft));
}, 120_000);
afterAll(() => t?.close());

type Page<T> = { items: T[]; total: number };
async function get<T>(url: string) {
  t.app.visitorCache.clear();
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}
const managers = async (query: string) => {
  const res = await get<Page<TManagerCard>>(`/api/search/managers?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const jobs = async (query: string) => {
  const res = await get<Page<TJobCard>>(`/api/search/jobs?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (page: Page<{ id: string }>) => page.items.map((item) => item.id);
/** The ids in order, and the total that must count exactly them. */
const exactly = (page: Page<{ id: string }>) => ({ ids: ids(page), total: page.total });
const names = (...keys: string[]) => ({ ids: keys.map((key) => id[key]!), total: keys.length });

describe('GET /api/search/managers — sorts', () => {
  it('relevance without text and rating: best rated first, members without reviews last', async () => {
    expect(exactly(await managers(''))).toEqual(names('dan', 'ana', 'ben', 'chloe'));
    expect(exactly(await managers('sort=rating'))).toEqual(names('dan', 'ana', 'ben', 'chloe'));
  });

  it('hourly rate both ways, members without a rate last either way', async () => {
    expect(exactly(await managers('sort=rate_asc'))).toEqual(names('ana', 'dan', 'ben', 'chloe'));
    expect(exactly(await managers('sort=rate_desc'))).toEqual(names('ben', 'dan', 'ana', 'chloe'));
  });

  it('newest members first', async () => {
    expect(exactly(await managers('sort=newest'))).toEqual(names('chloe', 'ben', 'ana', 'dan'));
  });

  it('with text, a sort other than relevance orders the exact matches', async () => {
    expect(exactly(await managers('q=community&sort=newest'))).toEqual(names('chloe', 'ana'));
    expect(exactly(await managers('q=community&sort=rate_desc'))).toEqual(names('ana', 'chloe'));
  });

  it('refuses an unknown sort', async () => {
    expect((await get('/api/search/managers?sort=cheapest')).status).toBe(400);
  });
});

describe('GET /api/search/managers — filters', () => {
  it("hourly rate: the admin's range overlaps the member's rates; no rate, no match", async () => {
    expect(exactly(await managers(`rate=${range.rate30to50}`))).toEqual(names('dan', 'ana'));
    expect(exactly(await managers(`rate=${range.rate80plus}`))).toEqual(names('ben'));
  });

  it("experience: the admin's level; no experience entered, no match", async () => {
    expect(exactly(await managers(`experience=${range.junior}`))).toEqual(names('ana'));
    expect(exactly(await managers(`experience=${range.senior}`))).toEqual(names('dan', 'ben'));
  });

  it('a deleted range filters nothing', async () => {
    expect((await managers('rate=00000000-0000-4000-8000-000000000000')).total).toBe(4);
  });

  it('minimum rating: members without reviews never pass', async () => {
    expect(exactly(await managers('minRating=4'))).toEqual(names('dan', 'ana'));
    expect(exactly(await managers('minRating=4.5&sort=rate_desc'))).toEqual(names('dan', 'ana'));
    expect(exactly(await managers('minRating=1'))).toEqual(names('dan', 'ana', 'ben'));
  });

  it('available now: an availability never given does not pass', async () => {
    expect(exactly(await managers('available=1'))).toEqual(names('dan', 'ana', 'chloe'));
    await t.db.update(communityManagers).set({ availability: null }).where(eq(communityManagers.id, id.chloe!));
    try {
      expect(exactly(await managers('available=1'))).toEqual(names('dan', 'ana'));
    } finally {
      await t.db.update(communityManagers).set({ availability: true }).where(eq(communityManagers.id, id.chloe!));
    }
  });

  it('languages: all of them', async () => {
    expect(exactly(await managers('language=Anglais'))).toEqual(names('dan', 'ben'));
    expect(exactly(await managers(`language=Anglais&language=${encodeURIComponent('Français')}`))).toEqual(names('dan', 'ben'));
    expect(exactly(await managers('language=Espagnol&language=Anglais'))).toEqual(names());
  });

  it('any French city with the radius the user picks', async () => {
    const lyon = 'location=Lyon&lat=45.764&lon=4.8357';
    expect(exactly(await managers(`${lyon}&radius=10`))).toEqual(names('ana'));
    expect(exactly(await managers(`${lyon}&radius=25`))).toEqual(names('ana'));
    expect(exactly(await managers(`${lyon}&radius=50`))).toEqual(names('ana', 'ben'));
    expect(exactly(await managers(`${lyon}&radius=100`))).toEqual(names('ana', 'ben', 'chloe'));
    // Without coordinates, the gazetteer's French city of that name; 25 km by default.
    expect(exactly(await managers('location=Lyon&radius=50'))).toEqual(names('ana', 'ben'));
    expect(exactly(await managers('location=lyon&radius=10'))).toEqual(names('ana'));
    expect(exactly(await managers(`location=${encodeURIComponent('Mâcon')}&radius=10`))).toEqual(names('chloe'));
    expect((await get('/api/search/managers?location=Lyon&radius=30')).status).toBe(400);
  });

  it('remote stays a choice', async () => {
    expect(exactly(await managers(`location=${encodeURIComponent('Télétravail')}`))).toEqual(names('dan'));
  });

  it('a place name with regular-expression characters is matched literally', async () => {
    // Unescaped, '[(' is an invalid regular expression (500).
    expect((await managers('location=%5B(&lat=0&lon=0')).total).toBe(0);
  });

  it('combines them', async () => {
    expect(exactly(await managers(`available=1&minRating=4&language=Anglais&rate=${range.rate30to50}`))).toEqual(names('dan'));
  });

  it('follows a profile as its rates, experience, availability and languages change', async () => {
    await t.db
      .update(communityManagers)
      .set({ languages: ['Italien'] })
      .where(eq(communityManagers.id, id.chloe!));
    expect(exactly(await managers('language=Italien'))).toEqual(names('chloe'));
    await t.db
      .update(communityManagers)
      .set({ languages: ['Français'] })
      .where(eq(communityManagers.id, id.chloe!));
    expect((await managers('language=Italien')).total).toBe(0);
  });
});

describe('GET /api/search/jobs — sorts and filters', () => {
  it('relevance without text and newest: the latest published first', async () => {
    expect(exactly(await jobs(''))).toEqual(names('lateDraft', 'm24h', 'm7d', 'm30d', 'old'));
    expect(exactly(await jobs('sort=newest'))).toEqual(names('lateDraft', 'm24h', 'm7d', 'm30d', 'old'));
  });

  it('budget both ways, missions without a budget last', async () => {
    expect(exactly(await jobs('sort=budget_asc'))).toEqual(names('m30d', 'm24h', 'lateDraft', 'm7d', 'old'));
    expect(exactly(await jobs('sort=budget_desc'))).toEqual(names('m7d', 'm24h', 'lateDraft', 'm30d', 'old'));
  });

  it('budget range: overlapping missions only, none without a budget', async () => {
    expect(exactly(await jobs('budgetMin=900'))).toEqual(names('m24h', 'm7d'));
    expect(exactly(await jobs('budgetMax=600'))).toEqual(names('m24h', 'm30d'));
    expect(exactly(await jobs('budgetMin=700&budgetMax=900'))).toEqual(names('lateDraft', 'm24h'));
  });

  it('contract types, any-of', async () => {
    expect(exactly(await jobs('contract=freelance'))).toEqual(names('lateDraft', 'm24h', 'old'));
    expect(exactly(await jobs('contract=part_time&contract=contract'))).toEqual(names('m7d', 'm30d'));
    expect((await get('/api/search/jobs?contract=stage')).status).toBe(400);
  });

  it('remote or on site', async () => {
    expect(exactly(await jobs('workMode=remote'))).toEqual(names('m7d'));
    expect(exactly(await jobs('workMode=onsite'))).toEqual(names('lateDraft', 'm24h', 'm30d', 'old'));
  });

  it('published within 24 h, 7 days, 30 days (a draft counts from its publication)', async () => {
    expect(exactly(await jobs('published=24h'))).toEqual(names('lateDraft', 'm24h'));
    expect(exactly(await jobs('published=7d'))).toEqual(names('lateDraft', 'm24h', 'm7d'));
    expect(exactly(await jobs('published=30d'))).toEqual(names('lateDraft', 'm24h', 'm7d', 'm30d'));
  });

  it('a city with a radius', async () => {
    expect(exactly(await jobs('location=Lyon&lat=45.764&lon=4.8357&radius=10'))).toEqual(names('m24h'));
    expect(exactly(await jobs('location=Lyon&lat=45.764&lon=4.8357&radius=50'))).toEqual(names('m24h', 'old'));
  });

  it('with text, a budget sort orders the exact matches', async () => {
    expect(exactly(await jobs('q=community&sort=budget_desc'))).toEqual(names('m24h', 'old'));
  });
});

describe('parseMissionSearch + searchMissions (what mission alerts run)', () => {
  it("reads the search page's address, as the page shows it", async () => {
    const query = parseMissionSearch('type=jobs&q=community&contract=freelance&budgetMin=100&page=3');
    expect(query.page).toBe(1);
    const found = await searchMissions(t.db, query);
    expect(exactly(found)).toEqual(names('m24h'));
    expect(exactly(found)).toEqual(exactly(await jobs('q=community&contract=freelance&budgetMin=100')));
  });

  it("maps the page's `specialty` to the API's skills", async () => {
    const skill = await t.createSkill('Filtres');
    expect(parseMissionSearch(`type=jobs&specialty=${skill.id}`).specialties).toEqual([skill.id]);
  });

  it('bounds the publication time for alerts', async () => {
    const query = parseMissionSearch('type=jobs&workMode=onsite');
    expect(exactly(await searchMissions(t.db, query, { publishedAfter: ago(24 * 7) }))).toEqual(names('lateDraft', 'm24h'));
    expect((await searchMissions(t.db, query, { publishedAfter: new Date() })).total).toBe(0);
  });

  it('throws on a malformed address', () => {
    expect(() => parseMissionSearch('published=1y')).toThrow();
  });
});

describe('GET /api/catalog/rate-ranges and /api/catalog/experience-levels', () => {
  it("list the admin's ranges for the search's filters, lowest first", async () => {
    const rates = await get<{ rateRanges: { id: string; minRate: number; maxRate: number | null }[] }>('/api/catalog/rate-ranges');
    expect(rates.body.rateRanges.map((row) => [row.id, row.minRate, row.maxRate])).toEqual([
      [range.rate30to50, 30, 50],
      [range.rate80plus, 80, null],
    ]);
    const levels = await get<{ experienceLevels: { id: string; name: string }[] }>('/api/catalog/experience-levels');
    expect(levels.body.experienceLevels.map((row) => row.name)).toEqual(['Junior', 'Confirmé']);
  });
});
