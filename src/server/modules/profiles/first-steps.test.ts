import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFirstStepsResponse } from '#contracts/first-steps';
import type { TCommunityManagerProfile } from '#contracts/profiles';
import type { TManagerCard } from '#contracts/search';
import { communityManagers, portfolioItems, profiles } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const firstSteps = async (who: Member) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/first-steps', headers: { cookie: who.cookie } })).json<TFirstStepsResponse>();
const done = (steps: TFirstStepsResponse) => steps.steps.filter((step) => step.done).map((step) => step.key);

describe('a new community manager', () => {
  it('shows no figure they did not enter: no rating, rate, experience or availability', async () => {
    const newcomer = await member(t, 'community_manager', 'Nouvelle');
    const { profile } = (await t.app.inject({ method: 'GET', url: `/api/profiles/${newcomer.id}` })).json<{ profile: TCommunityManagerProfile }>();
    expect(profile).toMatchObject({
      averageRating: null,
      reviewCount: 0,
      hourlyRateMin: null,
      hourlyRateMax: null,
      experienceYears: null,
      availability: null,
    });
    const [row] = await t.db
      .select({ availability: communityManagers.availability })
      .from(communityManagers)
      .where(eq(communityManagers.id, newcomer.id));
    expect(row!.availability).toBeNull();

    const search = (await t.app.inject({ method: 'GET', url: '/api/search/managers?q=Nouvelle' })).json<{ items: TManagerCard[] }>();
    expect(search.items.find((card) => card.id === newcomer.id)).toMatchObject({
      averageRating: null,
      totalReviews: 0,
      hourlyRateMin: null,
      experienceYears: null,
      availability: null,
    });
  });

  it('is led through the steps of a useful profile; the meter moves as they complete them, and the checklist can be closed', async () => {
    const newcomer = await member(t, 'community_manager', 'Debutante');
    const start = await firstSteps(newcomer);
    expect(start.steps.map((step) => step.key)).toEqual(['photo', 'headline', 'bio', 'skills', 'rate', 'experience', 'availability', 'portfolio']);
    expect(done(start)).toEqual([]);
    expect(start).toMatchObject({ percent: 0, next: 'photo', dismissed: false });

    await t.db.update(profiles).set({ avatarUrl: '/uploads/avatars/x-256.webp' }).where(eq(profiles.id, newcomer.id));
    await t.db.update(communityManagers).set({ hourlyRateMin: 40, availability: false }).where(eq(communityManagers.id, newcomer.id));
    await t.db.insert(portfolioItems).values({ managerId: newcomer.id, title: 'Campagne' });
    const later = await firstSteps(newcomer);
    expect(done(later)).toEqual(['photo', 'rate', 'availability', 'portfolio']);
    expect(later).toMatchObject({ percent: 50, next: 'headline' });

    const dismissed = await t.app.inject({
      method: 'POST',
      url: '/api/me/first-steps/dismiss',
      headers: { origin: TEST_ORIGIN, cookie: newcomer.cookie },
    });
    expect(dismissed.json<TFirstStepsResponse>()).toMatchObject({ percent: 50, next: 'headline', dismissed: true });
    expect((await firstSteps(newcomer)).dismissed).toBe(true);
  });
});

describe('a new client', () => {
  it('is led to a described profile and a first published mission (a draft does not count)', async () => {
    const company = await member(t, 'company', 'Atelier');
    const start = await firstSteps(company);
    expect(start.steps.map((step) => step.key)).toEqual(['photo', 'companyDescription', 'sector', 'mission']);
    // Registration asked for the sector.
    expect(done(start)).toEqual(['sector']);

    await mission(t, company.id, { status: 'draft' });
    expect((await firstSteps(company)).next).toBe('photo');
    expect(done(await firstSteps(company))).not.toContain('mission');
    await mission(t, company.id);
    expect(done(await firstSteps(company))).toEqual(['sector', 'mission']);

    const individual = await member(t, 'individual', 'Particulier');
    expect((await firstSteps(individual)).steps.map((step) => step.key)).toEqual(['photo', 'bio', 'mission']);
  });

  it('is for signed-in members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/first-steps' })).statusCode).toBe(401);
  });
});
