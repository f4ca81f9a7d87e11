import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSiteStatsResponse } from '#contracts/site-stats';
import { profiles } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { insertClient, insertJob, insertManager, insertReview } from '#server/testing/search-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/site/stats' })).json<TSiteStatsResponse>();

describe('the home page’s counters', () => {
  it('count what the public site shows: members, published missions, published reviews and their average', async () => {
    expect(await stats()).toEqual({ managers: 0, companies: 0, missions: 0, reviews: 0, averageRating: null });

    const [first, second, suspended] = [
      await insertManager(t.db, { fullName: 'Alice Roux' }),
      await insertManager(t.db, { fullName: 'Bruno Petit' }),
      await insertManager(t.db, { fullName: 'Chloé Morel' }),
    ];
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended));
    const company = await insertClient(t.db, { fullName: 'Claire Dubois', companyName: 'Maison Lumière' });
    await insertClient(t.db, { userType: 'individual', fullName: 'Paul Girard' });
    await insertJob(t.db, { clientId: company, title: 'Animer notre Instagram', status: 'open' });
    await insertJob(t.db, { clientId: company, title: 'Refonte de la ligne éditoriale', status: 'closed' });
    await insertJob(t.db, { clientId: company, title: 'Brouillon de mission', status: 'draft' });
    await insertReview(t.db, { reviewerId: company, reviewedId: first, rating: 5 });
    await insertReview(t.db, { reviewerId: company, reviewedId: second, rating: 4 });
    await insertReview(t.db, { reviewerId: company, reviewedId: second, rating: 2, publishedAt: null });

    // The lists they count changed without the writes that drop cached answers.
    t.app.visitorCache.clear();
    t.app.referenceData.clear();
    expect(await stats()).toEqual({ managers: 2, companies: 1, missions: 2, reviews: 2, averageRating: 4.5 });
  });

  it('count at most every 30 s per instance: a read computed again within that age counts nothing', async () => {
    const before = await stats();
    await insertManager(t.db, { fullName: 'Denise Martin' });
    // The visitor cache dropped the answer (a new profile drops the lists it counts): it is computed again.
    t.app.visitorCache.clear();
    expect(await stats()).toEqual(before);
  });
});
