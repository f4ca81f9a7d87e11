import { readFileSync, readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefMessages } from '#contracts/briefs-terms';
import type { TBidsResponse } from '#contracts/briefs';
import { applications, communityManagers, entitlements, missions } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { aBid, member, mission, type Member } from '#server/testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSION_FORM = {
  title: 'Animer nos réseaux sociaux',
  description: 'Des publications régulières, des stories et la modération des commentaires.',
  job_type: 'freelance',
  location: '',
  latitude: null,
  longitude: null,
  is_remote: true,
  duration: '6 mois',
  budget_min: null,
  budget_max: null,
  requirements: [],
  skills: [],
  status: 'open',
};
const BRIEF = {
  // Sent twice and out of order: stored once each, in the list's order.
  networks: ['tiktok', 'instagram', 'tiktok'],
  volumes: { posts: 12, stories: null, short_videos: 4, moderation_hours: 0 },
  ads_managed: true,
  ads_budget: 800,
  start_date: '2027-01-04',
};

let counter = 0;
/** A fresh client, its structured mission, and `n` community managers who paid to apply. */
async function missionWithApplicants(n: number, brief: object = BRIEF) {
  counter += 1;
  const client = await member(t, 'company', `Client${counter}`);
  const created = await post(t, '/api/jobs', { ...MISSION_FORM, ...brief }, client.cookie);
  expect(created.statusCode).toBe(201);
  const jobId: string = created.json().job.id;
  const cms: Member[] = [];
  for (let i = 0; i < n; i += 1) {
    const cm = await member(t, 'community_manager', `Cm${counter}x${i}`);
    await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: jobId });
    cms.push(cm);
  }
  return { client, jobId, cms };
}
const apply = (cm: Member, jobId: string, bid: object) => post(t, `/api/jobs/${jobId}/applications`, { coverLetter: 'Bonjour !', bid }, cm.cookie);
const bids = (who: Member, jobId: string, sort?: string) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/bids${sort ? `?sort=${sort}` : ''}`, headers: { cookie: who.cookie } });

describe('the brief', () => {
  it('is saved with the mission and shown on its page; what the client did not say stays null', async () => {
    const { jobId } = await missionWithApplicants(0);
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` });
    expect(page.json().job.brief).toEqual({
      networks: ['instagram', 'tiktok'],
      volumes: { posts: 12, stories: null, short_videos: 4, moderation_hours: 0 },
      adsManaged: true,
      adsBudget: 800,
      startDate: '2027-01-04',
    });
    const { jobId: bare } = await missionWithApplicants(0, {});
    const barePage = await t.app.inject({ method: 'GET', url: `/api/jobs/${bare}` });
    expect(barePage.json().job.brief).toEqual({
      networks: [],
      volumes: { posts: null, stories: null, short_videos: null, moderation_hours: null },
      adsManaged: null,
      adsBudget: null,
      startDate: null,
    });
  });

  it('refuses an ads budget when ads are not managed, and an unknown network', async () => {
    const client = await member(t, 'company', 'Refus');
    const noAds = await post(t, '/api/jobs', { ...MISSION_FORM, ads_managed: false, ads_budget: 500 }, client.cookie);
    expect(noAds.statusCode).toBe(400);
    expect(noAds.json().error.fields).toMatchObject({ ads_budget: briefMessages.adsBudgetOnlyWhenManaged });
    const unknown = await post(t, '/api/jobs', { ...MISSION_FORM, networks: ['myspace'] }, client.cookie);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the bid', () => {
  it('must answer every volume the brief asks for and start today or later', async () => {
    const { jobId, cms } = await missionWithApplicants(1);
    const missing = await apply(cms[0]!, jobId, aBid({ volumes: { posts: 10 } }));
    expect(missing.statusCode).toBe(400);
    // Moderation hours at 0 are not asked for; stories were left unsaid.
    expect(missing.json().error.fields).toEqual({ 'bid.volumes.short_videos': briefMessages.volumeAnswerRequired });
    const past = await apply(cms[0]!, jobId, aBid({ earliest_start: '2020-01-01', volumes: { posts: 10, short_videos: 4 } }));
    expect(past.json().error.fields).toEqual({ 'bid.earliest_start': briefMessages.bidStartPast });
    const noBid = await post(t, `/api/jobs/${jobId}/applications`, { coverLetter: 'Bonjour !' }, cms[0]!.cookie);
    expect(noBid.statusCode).toBe(400);

    const volumes = { posts: 10, short_videos: 4, stories: 6 };
    // A total says how many months it covers (1 to 36); a monthly price does not.
    const noMonths = await apply(cms[0]!, jobId, aBid({ amount: 950, basis: 'total', volumes }));
    expect(noMonths.statusCode).toBe(400);
    expect(noMonths.json().error.fields).toEqual({ 'bid.months': briefMessages.bidMonths });
    const tooLong = await apply(cms[0]!, jobId, aBid({ amount: 950, basis: 'total', months: 37, volumes }));
    expect(tooLong.json().error.fields).toEqual({ 'bid.months': briefMessages.bidMonths });
    const monthly = await apply(cms[0]!, jobId, aBid({ amount: 950, months: 3, volumes }));
    expect(monthly.json().error.fields).toEqual({ 'bid.months': briefMessages.bidMonthsOnlyForTotal });

    const sent = await apply(cms[0]!, jobId, aBid({ amount: 950, basis: 'total', months: 2, volumes }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().application.bid).toMatchObject({
      amount: 950,
      basis: 'total',
      months: 2,
      volumes: { posts: 10, stories: 6, short_videos: 4, moderation_hours: null },
    });
    // The database keeps the months to totals too.
    await expect(t.db.update(applications).set({ bidBasis: 'monthly' }).where(eq(applications.id, sent.json().application.id))).rejects.toThrow();
  });
});

describe('the comparison', () => {
  it("sorts a mission's bids by price per month (a total over its months; totals without months after) or start, with ratings only from reviews", async () => {
    const { client, jobId, cms } = await missionWithApplicants(6, { networks: ['linkedin'] });
    const [cheap, dear, total, refused, legacy, legacyTotal] = cms as [Member, Member, Member, Member, Member, Member];
    expect((await apply(dear, jobId, aBid({ amount: 1200, earliest_start: '2099-01-10' }))).statusCode).toBe(201);
    // 2 400 € over 3 months: 800 € a month, between the two monthly prices.
    expect((await apply(total, jobId, aBid({ amount: 2400, basis: 'total', months: 3, earliest_start: '2099-01-05' }))).statusCode).toBe(201);
    expect((await apply(cheap, jobId, aBid({ amount: 700, earliest_start: '2099-02-01' }))).statusCode).toBe(201);
    const [refusedRow] = await t.db
      .insert(applications)
      .values({ jobId, applicantId: refused.id, coverLetter: 'Non.', status: 'rejected' })
      .returning();
    // An application sent before bids existed.
    await t.db.insert(applications).values({ jobId, applicantId: legacy.id, coverLetter: 'Ancienne.' });
    // A total sent before its months were asked: no monthly figure is made up for it.
    await t.db
      .insert(applications)
      .values({ jobId, applicantId: legacyTotal.id, coverLetter: 'Total.', bidAmount: 500, bidBasis: 'total', bidStartDate: '2099-01-20' });
    await t.db.update(communityManagers).set({ totalReviews: 3, averageRating: 4.5, experienceYears: 6 }).where(eq(communityManagers.id, dear.id));
    // A stored average without any review is not a rating.
    await t.db.update(communityManagers).set({ totalReviews: 0, averageRating: 4 }).where(eq(communityManagers.id, cheap.id));

    const byPrice = await bids(client, jobId);
    expect(byPrice.statusCode).toBe(200);
    const body: TBidsResponse = byPrice.json();
    expect(body.bids.map((b) => b.applicant.id)).toEqual([cheap.id, total.id, dear.id, legacyTotal.id, legacy.id]);
    expect(body.bids.map((b) => b.bid?.amount ?? null)).toEqual([700, 2400, 1200, 500, null]);
    expect(body.bids.map((b) => b.bid?.months ?? null)).toEqual([null, 3, null, null, null]);
    expect(body.bids.find((b) => b.applicationId === refusedRow!.id)).toBeUndefined();
    expect(body.bids[0]!.applicantFacts).toEqual({ averageRating: null, reviewCount: 0, experienceYears: null });
    expect(body.bids[2]!.applicantFacts).toEqual({ averageRating: 4.5, reviewCount: 3, experienceYears: 6 });

    const byStart: TBidsResponse = (await bids(client, jobId, 'start')).json();
    expect(byStart.bids.map((b) => b.applicant.id)).toEqual([total.id, dear.id, legacyTotal.id, cheap.id, legacy.id]);
  });

  it('is for the mission owner only', async () => {
    const { jobId, cms } = await missionWithApplicants(1);
    const stranger = await member(t, 'company', 'Curieux');
    expect((await bids(stranger, jobId)).statusCode).toBe(403);
    expect((await bids(cms[0]!, jobId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/bids` })).statusCode).toBe(401);
  });
});

describe('the migration of existing missions', () => {
  it('gives them the networks their own words name, and nothing else', async () => {
    const client = await member(t, 'company', 'Ancienne');
    const job = await mission(t, client.id, {
      title: 'Community manager pour notre boutique',
      description: 'Animer notre page Facebook et lancer un compte TikTok, plus un peu de Twitter.',
      requirements: ['Connaître LinkedIn'],
    });
    const untouched = await mission(t, client.id, { title: 'Newsletter mensuelle', description: 'Rédiger la newsletter.' });
    const migration = readdirSync('src/server/db/migrations').find((name) => name.endsWith('briefs-structured-briefs-and-bids.sql'))!;
    const handWritten = readFileSync(`src/server/db/migrations/${migration}`, 'utf8').split('-- hand-written (B)')[1]!;
    await t.db.execute(sql.raw(handWritten.slice(handWritten.indexOf('UPDATE'))));
    const rows = await t.db.select({ id: missions.id, networks: missions.networks, posts: missions.monthlyPosts }).from(missions);
    expect(rows.find((row) => row.id === job.id)).toEqual({ id: job.id, networks: ['tiktok', 'linkedin', 'facebook', 'x'], posts: null });
    expect(rows.find((row) => row.id === untouched.id)?.networks).toEqual([]);
  });
});
