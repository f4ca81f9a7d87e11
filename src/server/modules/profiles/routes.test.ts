import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClientProfile, TCommunityManagerProfile } from '#contracts/profiles';
import { profileMessages } from '#contracts/profiles-terms';
import { createTestApp, type TestApp } from '#server/testing/app';
import { statementsSentBy } from '#server/testing/database';
import { insertClient, insertJob, insertManager, insertReview } from '#server/testing/search-fixtures';

let t: TestApp;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  const mode = await t.createSector('Mode');
  const instagram = await t.createSkill('Instagram');
  const seo = await t.createSkill('SEO');
  id.company = await insertClient(db, {
    fullName: 'Claire Dubois',
    companyName: 'Maison Lumière',
    companySize: '11-50',
    website: 'https://maison-lumiere.fr',
    description: 'Créateur de luminaires à Lyon.',
    location: 'Lyon',
    industrySectorId: mode.id,
  });
  id.individual = await insertClient(db, {
    userType: 'individual',
    fullName: 'Paul Girard',
    bio: "Secteur d'activité: Mode",
    industrySectorId: mode.id,
  });
  id.manager = await insertManager(db, {
    fullName: 'Zoé Lefèvre',
    headline: 'Community manager mode',
    bio: 'Dix ans de marques de mode.',
    location: 'Lyon',
    avatarUrl: '/uploads/zoe.webp',
    averageRating: 4.5,
    totalReviews: 2,
    hourlyRateMin: 40,
    hourlyRateMax: 60,
    experienceYears: 10,
    availability: false,
    remoteOk: true,
    languages: ['Français', 'Anglais'],
    socialLinks: { instagram: 'https://instagram.com/zoe', linkedin: 'https://linkedin.com/in/zoe' },
    industrySectorId: mode.id,
    skills: [
      { id: seo.id, level: 2 },
      { id: instagram.id, level: 5 },
    ],
  });
  id.open = await insertJob(db, { clientId: id.company, title: 'Lancement de collection', status: 'open', budgetMin: 800, budgetMax: 1200 });
  await insertJob(db, { clientId: id.company, title: 'Ancienne mission', status: 'closed' });
  await insertJob(db, { clientId: id.company, title: 'Brouillon', status: 'draft' });
  await insertReview(db, {
    reviewerId: id.company,
    reviewedId: id.manager,
    rating: 5,
    comment: 'Excellent travail.',
    jobId: id.open,
    createdAt: new Date('2024-02-01T09:00:00Z'),
  });
  await insertReview(db, {
    reviewerId: id.individual,
    reviewedId: id.manager,
    rating: 4,
    comment: 'Très réactive.',
    createdAt: new Date('2024-03-01T09:00:00Z'),
  });
}, 60_000);
afterAll(() => t?.close());

const profile = (profileId: string) => t.app.inject({ method: 'GET', url: `/api/profiles/${profileId}` });

describe('GET /api/profiles/:id', () => {
  it('reads a profile and every list it shows (skills, samples, missions, reviews) in one statement (ADR 0067)', async () => {
    await profile(id.individual!); // reads the site's settings, kept from then on
    for (const profileId of [id.manager!, id.company!]) {
      const sent = await statementsSentBy(t.db, () => profile(profileId));
      expect(sent).toHaveLength(1);
    }
  });

  it("shows a community manager's public profile", async () => {
    const res = await profile(id.manager!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { profile: TCommunityManagerProfile };
    expect(body.profile).toMatchObject({
      userType: 'community_manager',
      id: id.manager,
      fullName: 'Zoé Lefèvre',
      avatarUrl: '/uploads/zoe.webp',
      location: 'Lyon',
      headline: 'Community manager mode',
      bio: 'Dix ans de marques de mode.',
      industry: 'Mode',
      availability: false,
      remoteOk: true,
      averageRating: 4.5,
      reviewCount: 2,
      hourlyRateMin: 40,
      hourlyRateMax: 60,
      experienceYears: 10,
      languages: ['Français', 'Anglais'],
      socialLinks: { instagram: 'https://instagram.com/zoe', linkedin: 'https://linkedin.com/in/zoe' },
    });
    expect(body.profile.skills.map(({ name, proficiencyLevel }) => [name, proficiencyLevel])).toEqual([
      ['Instagram', 5],
      ['SEO', 2],
    ]);
    expect(body.profile.reviews).toEqual([
      {
        id: expect.any(String),
        rating: 4,
        comment: 'Très réactive.',
        createdAt: '2024-03-01T09:00:00.000Z',
        reviewer: { id: id.individual, fullName: 'Paul Girard', avatarUrl: null },
        job: null,
      },
      {
        id: expect.any(String),
        rating: 5,
        comment: 'Excellent travail.',
        createdAt: '2024-02-01T09:00:00.000Z',
        reviewer: { id: id.company, fullName: 'Claire Dubois', avatarUrl: null },
        job: { id: id.open, title: 'Lancement de collection' },
      },
    ]);
  });

  it("shows a company's profile with its open missions only", async () => {
    const res = await profile(id.company!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { profile: TClientProfile };
    expect(body.profile).toMatchObject({
      userType: 'company',
      fullName: 'Claire Dubois',
      companyName: 'Maison Lumière',
      industry: 'Mode',
      companySize: '11-50',
      website: 'https://maison-lumiere.fr',
      description: 'Créateur de luminaires à Lyon.',
      location: 'Lyon',
    });
    expect(body.profile.openMissions).toEqual([
      {
        id: id.open,
        title: 'Lancement de collection',
        jobType: 'freelance',
        location: null,
        isRemote: false,
        budgetMin: 800,
        budgetMax: 1200,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("shows an individual's profile without company fields", async () => {
    const res = await profile(id.individual!);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      userType: 'individual',
      fullName: 'Paul Girard',
      bio: "Secteur d'activité: Mode",
      industry: 'Mode',
      companyName: null,
      companySize: null,
      website: null,
      description: null,
      openMissions: [],
    });
  });

  it('never exposes email or phone', async () => {
    for (const profileId of [id.manager!, id.company!, id.individual!]) {
      const body = (await profile(profileId)).body;
      expect(body).not.toContain('@example.fr');
      expect(body).not.toContain('+33');
      expect(body).not.toMatch(/"(email|phone)"/);
    }
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'pas-un-identifiant'],
  ])('answers 404 "Profil introuvable" to %s', async (_label, profileId) => {
    const res = await profile(profileId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: profileMessages.notFound } });
    expect(profileMessages.notFound).toBe("Profil introuvable - Ce profil n'existe pas ou a été supprimé.");
  });
});
