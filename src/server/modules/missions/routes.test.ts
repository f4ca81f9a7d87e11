import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDetail } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import { profiles } from '#server/db/schema/index';
import { createTestApp, signUpAndIn, type TestApp } from '#server/testing/app';
import { statementsSentBy } from '#server/testing/database';
import { insertApplication, insertClient, insertJob, insertManager } from '#server/testing/search-fixtures';

let t: TestApp;
const id: Record<string, string> = {};
let ownerCookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  ownerCookie = await signUpAndIn(t, { email: 'owner@example.fr', userType: 'company', companyName: 'Maison Lumière', industrySector: 'Mode' });
  otherCookie = await signUpAndIn(t, { email: 'cm@example.fr', userType: 'community_manager', fullName: 'Zoé Lefèvre' });
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'owner@example.fr'));
  id.owner = owner!.id;
  const instagram = await t.createSkill('Instagram');
  const tiktok = await t.createSkill('TikTok');
  id.open = await insertJob(db, {
    clientId: id.owner,
    title: 'Lancement de collection',
    description: 'Trois mois pour lancer notre collection.',
    jobType: 'contract',
    location: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    isRemote: true,
    duration: '3 mois',
    budgetMin: 800,
    budgetMax: 1200,
    requirements: ['Portfolio mode', 'Disponible le lundi'],
    createdAt: new Date('2024-03-01T10:00:00Z'),
    skills: [tiktok.id, instagram.id],
  });
  id.closed = await insertJob(db, { clientId: id.owner, title: 'Mission terminée', status: 'closed' });
  id.draft = await insertJob(db, { clientId: id.owner, title: 'Projet en préparation', status: 'draft' });
  const individual = await insertClient(db, { userType: 'individual', fullName: 'Paul Girard' });
  id.individualJob = await insertJob(db, { clientId: individual, title: 'Aide ponctuelle' });
  for (const name of ['Alice Roux', 'Bruno Petit']) await insertApplication(db, id.open, await insertManager(db, { fullName: name }));
}, 60_000);
afterAll(() => t?.close());

const job = (jobId: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: cookie ? { cookie } : {} });

describe('GET /api/jobs/:id', () => {
  it('shows an open mission with its skills, client card and statistics', async () => {
    const res = await job(id.open!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { job: TJobDetail };
    expect(body.job).toEqual({
      id: id.open,
      title: 'Lancement de collection',
      description: 'Trois mois pour lancer notre collection.',
      status: 'open',
      jobType: 'contract',
      location: 'Lyon',
      isRemote: true,
      duration: '3 mois',
      budgetMin: 800,
      budgetMax: 1200,
      requirements: ['Portfolio mode', 'Disponible le lundi'],
      // Nothing said in the brief: nothing shown as if it were.
      brief: {
        networks: [],
        volumes: { posts: null, stories: null, short_videos: null, moderation_hours: null },
        adsManaged: null,
        adsBudget: null,
        startDate: null,
      },
      latitude: 45.76,
      longitude: 4.84,
      createdAt: '2024-03-01T10:00:00.000Z',
      skills: [
        { id: expect.any(String), name: 'Instagram' },
        { id: expect.any(String), name: 'TikTok' },
      ],
      client: {
        id: id.owner,
        fullName: 'Claire Dubois',
        avatarUrl: null,
        userType: 'company',
        companyName: 'Maison Lumière',
        industry: 'Mode',
        companySize: null,
        website: null,
        description: null,
        // Two missions published (the draft does not count), two applications unanswered, one closed without an outcome.
        facts: {
          memberSince: expect.any(String),
          missionsPublished: 2,
          responseRate: 0,
          hireRate: 0,
          openedInTimeRate: null,
          medianHoursToOpen: null,
        },
      },
      statistics: { applicationCount: 2 },
      isOwner: false,
    });
  });

  it('reads the mission, its skills, its client and their facts, and its application count in one statement (ADR 0067)', async () => {
    await job(id.closed!); // reads the site's settings, kept from then on
    const sent = await statementsSentBy(t.db, () => job(id.open!));
    expect(sent).toHaveLength(1);
  });

  it("never exposes the client's email or phone", async () => {
    const { body } = await job(id.open!);
    expect(body).not.toContain('owner@example.fr');
    expect(body).not.toContain('+33');
  });

  it('shows closed missions and individual clients', async () => {
    expect((await job(id.closed!)).json().job.status).toBe('closed');
    expect((await job(id.individualJob!)).json().job.client).toMatchObject({
      fullName: 'Paul Girard',
      userType: 'individual',
      companyName: null,
      industry: null,
    });
  });

  it('shows a draft to its owner only', async () => {
    const mine = await job(id.draft!, ownerCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().job).toMatchObject({ status: 'draft', isOwner: true });
    for (const cookie of [undefined, otherCookie]) {
      const res = await job(id.draft!, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: jobMessages.notFound } });
    }
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '42'],
  ])("answers 404 'Mission introuvable' to %s", async (_label, jobId) => {
    const res = await job(jobId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Mission introuvable' });
    expect(jobMessages.notFoundDescription).toBe("Cette mission n'existe pas ou a été supprimée.");
  });
});
