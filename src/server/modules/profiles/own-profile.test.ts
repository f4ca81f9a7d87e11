import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TCompanyProfileRequest, TIndividualProfileRequest, TManagerProfileRequest } from '#contracts/own-profile';
import { ownProfileMessages, PROFILE_SAVES_PER_MINUTE } from '#contracts/own-profile-terms';
import { textMessages } from '#contracts/text-terms';
import { languages, profiles, rateLimits, user, userSkills } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';

let t: TestApp;
let cm: Member;
let company: Member;
let individual: Member;
let instagramId: string;
let tiktokId: string;
let sectorId: string;

/** Lyon as the location suggestions give it. */
const LYON = { location: 'Lyon', latitude: 45.74846, longitude: 4.84671 };

beforeAll(async () => {
  t = await createTestApp();
  cm = await member(t, 'community_manager', 'Camille');
  company = await member(t, 'company', 'Boulangerie');
  individual = await member(t, 'individual', 'Julien');
  instagramId = (await t.createSkill('Instagram')).id;
  tiktokId = (await t.createSkill('TikTok')).id;
  sectorId = (await t.createSector('Mode & Beauté')).id;
  await t.db.insert(languages).values([
    { code: 'fr', name: 'French', nativeName: 'Français' },
    { code: 'en', name: 'English', nativeName: 'English' },
    { code: 'pt', name: 'Portuguese', nativeName: 'Português', isActive: false },
  ]);
});
afterAll(() => t?.close());
// Each test starts with a fresh per-minute allowance (the rules tests save many times).
beforeEach(() => t.db.delete(rateLimits));

const send = (method: 'GET' | 'PATCH', who: Member | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/me/profile',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const managerProfile = (overrides: Partial<TManagerProfileRequest> = {}): TManagerProfileRequest => ({
  user_type: 'community_manager',
  full_name: 'Camille Roux',
  phone: '+33 6 12 34 56 78',
  ...LYON,
  industry_sector_id: sectorId,
  headline: 'Spécialiste Instagram pour la gastronomie',
  bio: 'Je fais grandir les comptes des restaurants et des artisans.',
  hourly_rate_min: 45,
  hourly_rate_max: 70,
  experience_years: 6,
  availability: true,
  remote_ok: false,
  languages: ['Français', 'Anglais'],
  social_links: { instagram: 'https://instagram.com/camille', facebook: '', twitter: '', linkedin: 'https://www.linkedin.com/in/camille' },
  skills: [
    { skill_id: instagramId, proficiency_level: 5 },
    { skill_id: tiktokId, proficiency_level: 2 },
  ],
  ...overrides,
});

const companyProfile = (overrides: Partial<TCompanyProfileRequest> = {}): TCompanyProfileRequest => ({
  user_type: 'company',
  full_name: 'Claire Dubois',
  phone: '',
  ...LYON,
  industry_sector_id: sectorId,
  company_name: 'Boulangerie Dubois',
  company_size: '11-50',
  website: 'https://boulangerie-dubois.fr',
  description: 'Trois boutiques à Lyon, du pain au levain et des viennoiseries.',
  ...overrides,
});

async function saved(who: Member, payload: unknown) {
  const res = await send('PATCH', who, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const publicProfile = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/profiles/${id}` })).json().profile;

describe('GET /api/catalog/languages', () => {
  it('lists the active languages by French name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/languages' });
    expect(res.json().languages).toEqual([
      { code: 'en', label: 'Anglais', nativeName: 'English' },
      { code: 'fr', label: 'Français', nativeName: 'Français' },
    ]);
  });
});

describe('Mon Profil of a community manager', () => {
  it('is for signed-in members only', async () => {
    expect((await send('GET', null)).statusCode).toBe(401);
    expect((await send('PATCH', null, { user_type: 'x' })).statusCode).toBe(401);
  });

  it('saves every field and shows them at once on the public profile and in search', async () => {
    const answer = await saved(cm, managerProfile());
    expect(answer.values).toMatchObject({ headline: 'Spécialiste Instagram pour la gastronomie', hourly_rate_min: 45, location: 'Lyon' });
    expect(answer.values.skills).toEqual([
      { skill_id: instagramId, proficiency_level: 5 },
      { skill_id: tiktokId, proficiency_level: 2 },
    ]);
    expect((await send('GET', cm)).json().values).toEqual(answer.values);

    const profile = await publicProfile(cm.id);
    expect(profile).toMatchObject({
      fullName: 'Camille Roux',
      headline: 'Spécialiste Instagram pour la gastronomie',
      location: 'Lyon',
      industry: 'Mode & Beauté',
      hourlyRateMin: 45,
      hourlyRateMax: 70,
      experienceYears: 6,
      remoteOk: false,
      languages: ['Français', 'Anglais'],
      socialLinks: { instagram: 'https://instagram.com/camille', linkedin: 'https://www.linkedin.com/in/camille' },
    });
    expect(profile.skills.map((skill: { name: string; proficiencyLevel: number }) => [skill.name, skill.proficiencyLevel])).toEqual([
      ['Instagram', 5],
      ['TikTok', 2],
    ]);
    // The phone stays private; the account's name follows.
    expect(profile.phone).toBeUndefined();
    const [account] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, cm.id));
    expect(account!.name).toBe('Camille Roux');

    const search = await t.app.inject({ method: 'GET', url: '/api/search/managers?q=gastronomie' });
    expect(search.json().items.map((item: { id: string }) => item.id)).toEqual([cm.id]);
  });

  it('saves a skill without a level, listed after the skills with one on the profile and in search', async () => {
    const skills = [
      { skill_id: instagramId, proficiency_level: null },
      { skill_id: tiktokId, proficiency_level: 2 },
    ];
    const answer = await saved(cm, managerProfile({ skills }));
    expect(answer.values.skills).toEqual(expect.arrayContaining(skills));

    const profile = await publicProfile(cm.id);
    expect(profile.skills.map((skill: { name: string; proficiencyLevel: number | null }) => [skill.name, skill.proficiencyLevel])).toEqual([
      ['TikTok', 2],
      ['Instagram', null],
    ]);
    const search = await t.app.inject({ method: 'GET', url: '/api/search/managers?q=gastronomie' });
    expect(search.json().items.find((item: { id: string }) => item.id === cm.id)?.skills).toEqual(['TikTok', 'Instagram']);
  });

  it('keeps the stored place when the text is unchanged, and wants a suggestion for a new one', async () => {
    await saved(cm, managerProfile());
    const unchanged = await saved(cm, managerProfile({ latitude: null, longitude: null }));
    expect(unchanged.values).toMatchObject(LYON);

    const typed = await send('PATCH', cm, managerProfile({ location: 'Marseille', latitude: null, longitude: null }));
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields).toEqual({ location: ownProfileMessages.locationNotChosen });
    const wrong = await send('PATCH', cm, managerProfile({ location: 'Marseille', latitude: 48.85, longitude: 2.35 }));
    expect(wrong.json().error.fields).toEqual({ location: ownProfileMessages.locationNotFound });
  });

  it('saves a profile whose stored place no suggestion gives any more (demo data, older saves) as long as its text is unchanged', async () => {
    const stored = { location: 'Marseille, France', latitude: 43.29695, longitude: 5.38107 };
    await t.db.update(profiles).set(stored).where(eq(profiles.id, cm.id));
    const res = await send('PATCH', cm, managerProfile({ ...stored, headline: 'Toujours à Marseille' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values).toMatchObject({ ...stored, headline: 'Toujours à Marseille' });
    await saved(cm, managerProfile());
  });

  it.each([
    ['rates in the wrong order', { hourly_rate_min: 80, hourly_rate_max: 40 }, 'hourly_rate_max', ownProfileMessages.rateOrder],
    ['a rate above the cap', { hourly_rate_max: 5000 }, 'hourly_rate_max', ownProfileMessages.rate],
    ['a decimal rate', { hourly_rate_min: 40.5 }, 'hourly_rate_min', ownProfileMessages.rate],
    ['negative experience', { experience_years: -1 }, 'experience_years', ownProfileMessages.experience],
    [
      'an http social link',
      { social_links: { instagram: 'http://instagram.com/x', facebook: '', twitter: '', linkedin: '' } },
      'social_links.instagram',
      ownProfileMessages.socialLink,
    ],
    [
      'a social link that is no address',
      { social_links: { instagram: 'javascript:alert(1)', facebook: '', twitter: '', linkedin: '' } },
      'social_links.instagram',
      ownProfileMessages.socialLink,
    ],
    ['an invalid phone', { phone: 'appelez-moi' }, 'phone', ownProfileMessages.phone],
    ['a one-letter name', { full_name: 'C' }, 'full_name', ownProfileMessages.fullName],
    ['a headline too long', { headline: 'x'.repeat(121) }, 'headline', textMessages.tooLong(120)],
    ['a NUL byte', { bio: 'Bonjour\u0000' }, 'bio', textMessages.forbiddenCharacter],
    // The skill ids exist once beforeAll ran: these overrides are read in the test.
    [
      'a level above 5',
      () => ({ skills: [{ skill_id: instagramId, proficiency_level: 6 }] }),
      'skills.0.proficiency_level',
      ownProfileMessages.proficiency,
    ],
    [
      'the same skill twice',
      () => ({
        skills: [
          { skill_id: instagramId, proficiency_level: 3 },
          { skill_id: instagramId, proficiency_level: 4 },
        ],
      }),
      'skills',
      ownProfileMessages.skillTwice,
    ],
  ])('refuses %s and changes nothing', async (_case, overrides, field, message) => {
    await saved(cm, managerProfile());
    const values = typeof overrides === 'function' ? overrides() : overrides;
    const res = await send('PATCH', cm, managerProfile({ headline: 'Titre qui ne doit pas rester', ...values } as Partial<TManagerProfileRequest>));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields, res.body).toEqual({ [field]: message });
    expect((await publicProfile(cm.id)).headline).toBe('Spécialiste Instagram pour la gastronomie');
  });

  it.each([
    [
      'an unknown skill',
      { skills: [{ skill_id: '00000000-0000-4000-8000-000000000000', proficiency_level: 3 }] },
      'skills',
      ownProfileMessages.unknownSkill,
    ],
    ['an inactive language', { languages: ['Portugais'] }, 'languages', ownProfileMessages.unknownLanguage],
    ['an invented language', { languages: ['Klingon'] }, 'languages', ownProfileMessages.unknownLanguage],
    ['an unknown sector', { industry_sector_id: '00000000-0000-4000-8000-000000000000' }, 'industry_sector_id', ownProfileMessages.unknownSector],
    ['another account type', { user_type: 'company' }, undefined, undefined],
  ])('refuses %s from the lists and changes nothing', async (_case, overrides, field, message) => {
    await saved(cm, managerProfile());
    const res = await send('PATCH', cm, { ...managerProfile({ headline: 'Titre qui ne doit pas rester' }), ...overrides });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.fields).toEqual({ [field]: message });
    expect((await publicProfile(cm.id)).headline).toBe('Spécialiste Instagram pour la gastronomie');
    expect(await t.db.select().from(userSkills).where(eq(userSkills.userId, cm.id))).toHaveLength(2);
  });

  it('keeps a listed language after it is deactivated', async () => {
    await t.db.update(profiles).set({ location: 'Lyon' }).where(eq(profiles.id, cm.id));
    await saved(cm, managerProfile({ languages: ['Français'] }));
    await t.db.update(languages).set({ isActive: false }).where(eq(languages.code, 'fr'));
    try {
      await saved(cm, managerProfile({ languages: ['Français'] }));
    } finally {
      await t.db.update(languages).set({ isActive: true }).where(eq(languages.code, 'fr'));
    }
  });
});

describe('Mon Profil of a client', () => {
  it('saves the company details, shown on its public profile (an empty name is Entreprise)', async () => {
    await saved(company, companyProfile());
    expect(await publicProfile(company.id)).toMatchObject({
      companyName: 'Boulangerie Dubois',
      companySize: '11-50',
      website: 'https://boulangerie-dubois.fr',
      description: 'Trois boutiques à Lyon, du pain au levain et des viennoiseries.',
      industry: 'Mode & Beauté',
    });
    await saved(company, companyProfile({ website: '' }));
    expect(await publicProfile(company.id)).toMatchObject({ companyName: 'Boulangerie Dubois', website: null });
    // A company keeps a name: clearing it is refused, nothing changes.
    for (const company_name of ['', ' a ']) {
      const cleared = await send('PATCH', company, companyProfile({ company_name }));
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json().error.fields).toEqual({ company_name: ownProfileMessages.companyName });
    }
    expect(await publicProfile(company.id)).toMatchObject({ companyName: 'Boulangerie Dubois' });
  });

  it('refuses a bad website or company size', async () => {
    const website = await send('PATCH', company, companyProfile({ website: 'pas un site' }));
    expect(website.json().error.fields).toEqual({ website: ownProfileMessages.website });
    const size = await send('PATCH', company, { ...companyProfile(), company_size: '3' });
    expect(size.statusCode).toBe(400);
    expect(size.json().error.fields.company_size).toBe(ownProfileMessages.companySize);
  });

  it('saves an individual’s sector and presentation', async () => {
    const payload: TIndividualProfileRequest = {
      user_type: 'individual',
      full_name: 'Julien Morel',
      phone: '06 12 34 56 78',
      ...LYON,
      industry_sector_id: sectorId,
      bio: 'Je lance ma marque de bougies artisanales.',
    };
    await saved(individual, payload);
    expect(await publicProfile(individual.id)).toMatchObject({
      fullName: 'Julien Morel',
      bio: 'Je lance ma marque de bougies artisanales.',
      industry: 'Mode & Beauté',
    });
    expect((await send('GET', individual)).json().values).toEqual(payload);
  });
});

describe('repeated saves', () => {
  it(`allows ${PROFILE_SAVES_PER_MINUTE} saves a minute per member, then answers 429 in French and changes nothing`, async () => {
    const busy = await member(t, 'individual', 'Presse');
    const payload: TIndividualProfileRequest = {
      user_type: 'individual',
      full_name: 'Presse',
      phone: '',
      ...LYON,
      industry_sector_id: null,
      bio: '',
    };
    for (let i = 0; i < PROFILE_SAVES_PER_MINUTE; i += 1) {
      expect((await send('PATCH', busy, { ...payload, bio: `Version ${i}` })).statusCode).toBe(200);
    }
    const limited = await send('PATCH', busy, { ...payload, bio: 'Une de trop' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await publicProfile(busy.id)).bio).toBe(`Version ${PROFILE_SAVES_PER_MINUTE - 1}`);
    // Another member is not affected.
    expect((await send('PATCH', individual, { ...payload, full_name: 'Julien Morel' })).statusCode).toBe(200);
  });
});
