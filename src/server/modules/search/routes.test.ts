import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarize } from '#contracts/missions-terms';
import type { TJobCard, TManagerCard } from '#contracts/search';
import { communityManagers, missionSkills, missions, profiles, skills, userSkills } from '#server/db/schema/index';
import { createTestApp, signUpAndIn, type TestApp } from '#server/testing/app';
import { insertApplication, insertClient, insertJob, insertManager } from '#server/testing/search-fixtures';

let t: TestApp;
const skill: Record<string, string> = {};
const sector: Record<string, string> = {};
const id: Record<string, string> = {};

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const longDescription = `Nous cherchons une personne pour animer nos réseaux. ${'Contenus, stories et modération. '.repeat(8)}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  for (const name of ['Instagram', 'TikTok', 'LinkedIn', 'Rédaction', 'SEO', 'Pinterest', 'Snapchat']) {
    skill[name] = (await t.createSkill(name)).id;
  }
  for (const name of ['Mode', 'Restauration', 'Tourisme']) sector[name] = (await t.createSector(name)).id;

  // Community managers
  id.zoe = await insertManager(db, {
    fullName: 'Zoé Lefèvre',
    headline: 'Community manager e-commerce',
    bio: 'Les community managers à Lyon, on connaît la musique.',
    location: 'Villeurbanne',
    latitude: 45.77,
    longitude: 4.88,
    averageRating: 4.8,
    totalReviews: 12,
    hourlyRateMin: 40,
    hourlyRateMax: 60,
    experienceYears: 6,
    industrySectorId: sector.Mode,
    skills: [{ id: skill.Instagram!, level: 5 }, skill.TikTok!, skill.LinkedIn!, skill.SEO!, { id: skill.Rédaction!, level: 1 }],
  });
  id.marc = await insertManager(db, {
    fullName: 'Marc Dupont',
    headline: 'Social media manager',
    bio: 'Basé à Montréal depuis 2015.',
    location: 'Paris',
    latitude: 48.8566,
    longitude: 2.3522,
    averageRating: 4.2,
    remoteOk: true,
    industrySectorId: sector.Restauration,
    skills: [skill.LinkedIn!],
  });
  id.julie = await insertManager(db, {
    fullName: 'Julie Martin',
    headline: 'Rédactrice web',
    bio: 'Je travaille entre Montreal et Québec.',
    location: 'lyon',
    industrySectorId: sector.Tourisme,
    skills: [skill.Rédaction!, skill.SEO!],
  });
  id.hugo = await insertManager(db, {
    fullName: 'Hugo Bernard',
    headline: 'Photographe culinaire',
    bio: 'Community management pour restaurants.',
    location: 'Marseille',
    latitude: 43.2965,
    longitude: 5.3698,
    averageRating: 3.5,
    remoteOk: true,
    skills: [skill.Instagram!],
  });
  // Ranking: a headline match beats a bio match whatever the rating; equal matches go by rating.
  id.vidHeadline = await insertManager(db, { fullName: 'Alice Roux', headline: 'Vidéaste freelance', averageRating: 3.0 });
  id.vidBio = await insertManager(db, { fullName: 'Bruno Petit', bio: 'Je suis aussi vidéaste le week-end.', averageRating: 5.0 });
  id.droneLow = await insertManager(db, { fullName: 'Chloé Morel', headline: 'Pilote de drone', averageRating: 3.9 });
  id.droneHigh = await insertManager(db, { fullName: 'David Fabre', headline: 'Pilote de drone', averageRating: 4.9 });
  // Paging: 25 members sharing a skill, ratings 5.0, 4.9 … 2.6
  for (let index = 0; index < 25; index += 1) {
    await insertManager(db, {
      fullName: `Membre Numéro ${index + 1}`,
      averageRating: Math.round((5 - index * 0.1) * 10) / 10,
      skills: [skill.Pinterest!],
    });
  }

  // Clients and missions
  id.lumiere = await insertClient(db, { fullName: 'Claire Dubois', companyName: 'Maison Lumière', industrySectorId: sector.Mode });
  id.paul = await insertClient(db, { userType: 'individual', fullName: 'Paul Girard', industrySectorId: sector.Restauration });
  id.hotel = await insertClient(db, { fullName: 'Sophie Laurent', companyName: 'Hôtel des Pins', industrySectorId: sector.Tourisme });
  id.neutral = await insertClient(db, { fullName: 'Agence Sans Secteur' });

  id.j1 = await insertJob(db, {
    clientId: id.lumiere,
    title: 'Community manager pour boutique e-commerce',
    description: longDescription,
    location: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    budgetMin: 500,
    budgetMax: 1000,
    duration: '3 mois',
    createdAt: day('2024-03-01'),
    skills: [skill.Instagram!],
  });
  id.j2 = await insertJob(db, {
    clientId: id.paul,
    title: 'Animation Instagram restaurant',
    description: 'Restaurant de quartier, ancien chef de Montréal, cherche de l’aide.',
    location: 'Paris',
    latitude: 48.85,
    longitude: 2.35,
    isRemote: true,
    createdAt: day('2024-03-02'),
  });
  id.j3 = await insertJob(db, {
    clientId: id.lumiere,
    title: 'Stratégie TikTok terminée',
    status: 'closed',
    createdAt: day('2024-03-03'),
    skills: [skill.TikTok!],
  });
  id.j4 = await insertJob(db, {
    clientId: id.lumiere,
    title: 'Brouillon TikTok',
    status: 'draft',
    createdAt: day('2024-03-04'),
    skills: [skill.TikTok!],
  });
  id.j5 = await insertJob(db, {
    clientId: id.hotel,
    title: 'Gestion des réseaux sociaux',
    description: 'Vidéos courtes sur TikTok pour notre hôtel.',
    location: 'lyon',
    createdAt: day('2024-02-01'),
    skills: [skill.TikTok!],
  });
  id.j6 = await insertJob(db, {
    clientId: id.hotel,
    title: 'Community manager hôtel',
    location: 'Bordeaux',
    latitude: 44.84,
    longitude: -0.58,
    createdAt: day('2024-03-05'),
  });
  id.j7 = await insertJob(db, {
    clientId: id.paul,
    title: 'Renfort ponctuel',
    description: 'Nous cherchons un community manager pour un salon.',
    createdAt: day('2024-03-06'),
  });
  for (let index = 0; index < 23; index += 1) {
    await insertJob(db, {
      clientId: id.neutral,
      title: `Mission Snapchat ${index + 1}`,
      createdAt: day(`2023-01-${String(index + 1).padStart(2, '0')}`),
      skills: [skill.Snapchat!],
    });
  }
  await insertApplication(db, id.j1, id.zoe);
  await insertApplication(db, id.j1, id.marc);
}, 120_000);
afterAll(() => t?.close());

async function get<T>(url: string) {
  // These tests change the database directly, not through the writes that empty the visitor cache.
  t.app.visitorCache.clear();
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const managers = async (query: string) => (await get<Page<TManagerCard>>(`/api/search/managers?${query}`)).body;
const jobs = async (query: string) => (await get<Page<TJobCard>>(`/api/search/jobs?${query}`)).body;
const ids = (page: Page<{ id: string }>) => page.items.map((item) => item.id);
const sorted = (values: string[]) => [...values].sort();
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/search/managers — text', () => {
  it('ignores accents both ways', async () => {
    expect(sorted(ids(await managers(q('montreal'))))).toEqual(sorted([id.marc!, id.julie!]));
    expect(sorted(ids(await managers(q('Montréal'))))).toEqual(sorted([id.marc!, id.julie!]));
    expect(ids(await managers(q('zoe')))).toEqual([id.zoe]);
  });

  it('ignores case and matches partial words', async () => {
    expect(sorted(ids(await managers(q('COMMUNITY'))))).toEqual(sorted([id.zoe!, id.hugo!]));
    expect(sorted(ids(await managers(q('commu'))))).toEqual(sorted([id.zoe!, id.hugo!]));
  });

  it("finds 'Les community managers à Lyon' with 'manager lyon' (French stemming trap)", async () => {
    expect(ids(await managers(q('manager lyon')))).toEqual([id.zoe]);
  });

  it("finds 'e-commerce' with 'ecommerce', 'e-commerce' and 'E commerce'", async () => {
    expect(ids(await managers(q('ecommerce')))).toEqual([id.zoe]);
    expect(ids(await managers(q('e-commerce')))).toEqual([id.zoe]);
    expect(ids(await managers(q('E commerce')))).toEqual([id.zoe]);
    expect(ids(await managers(q('social-media')))).toEqual([id.marc]);
  });

  it('matches skills and the headline, and tolerates a typo', async () => {
    expect(ids(await managers(q('tiktok')))).toEqual([id.zoe]);
    expect(ids(await managers(q('photographe')))).toEqual([id.hugo]);
    expect(ids(await managers(q('comunity')))).toContain(id.zoe);
  });

  it('answers an empty page for a word nobody uses', async () => {
    expect(await managers(q('astrophysique'))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('GET /api/search/managers — filters', () => {
  it('skills are any-of, comma-separated or repeated', async () => {
    const expected = sorted([id.zoe!, id.julie!]);
    expect(sorted(ids(await managers(`specialties=${skill.TikTok},${skill.Rédaction}`)))).toEqual(expected);
    expect(sorted(ids(await managers(`specialties=${skill.TikTok}&specialties=${skill.Rédaction}`)))).toEqual(expected);
  });

  it('skills follow the member as skills are added and removed', async () => {
    const member = await insertManager(t.db, { fullName: 'Inès Garnier' });
    const withLinkedIn = async () => ids(await managers(`specialties=${skill.LinkedIn}&${q('garnier')}`));
    expect(await withLinkedIn()).toEqual([]);
    await t.db.insert(userSkills).values({ userId: member, skillId: skill.LinkedIn! });
    expect(await withLinkedIn()).toEqual([member]);
    await t.db.delete(userSkills).where(eq(userSkills.userId, member));
    expect(await withLinkedIn()).toEqual([]);
    await t.db.delete(communityManagers).where(eq(communityManagers.id, member));
  });

  it("industry matches the member's sector by name", async () => {
    expect(ids(await managers('industry=Mode'))).toEqual([id.zoe]);
    expect(ids(await managers('industry=restauration'))).toEqual([id.marc]);
    expect((await managers('industry=A%C3%A9ronautique')).total).toBe(0);
  });

  it('a city matches within 25 km by default, or by name when there are no coordinates', async () => {
    // Villeurbanne (coordinates) and 'lyon' (text only); not Paris.
    expect(sorted(ids(await managers(`location=Lyon`)))).toEqual(sorted([id.zoe!, id.julie!]));
    expect(ids(await managers(`location=Paris`))).toEqual([id.marc]);
    expect(ids(await managers(`location=Marseille`))).toEqual([id.hugo]);
    expect(ids(await managers(`location=Bordeaux`))).toEqual([]);
  });

  it('Télétravail matches members open to remote work', async () => {
    expect(sorted(ids(await managers(`location=${encodeURIComponent('Télétravail')}`)))).toEqual(sorted([id.marc!, id.hugo!]));
    expect(sorted(ids(await managers('location=teletravail')))).toEqual(sorted([id.marc!, id.hugo!]));
  });

  it('combines text, skills, industry and location', async () => {
    expect(ids(await managers(`${q('community')}&specialties=${skill.Instagram}&industry=Mode&location=Lyon`))).toEqual([id.zoe]);
    expect(ids(await managers(`${q('community')}&specialties=${skill.Instagram}&location=Paris`))).toEqual([]);
  });

  it('refuses malformed skill ids and page 0', async () => {
    for (const query of ['specialties=abc', 'page=0']) {
      const res = await get<{ error: { code: string } }>(`/api/search/managers?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/search/managers — ranking, paging, cards', () => {
  it('puts the better match first, whatever the rating', async () => {
    expect(ids(await managers(q('vidéaste')))).toEqual([id.vidHeadline, id.vidBio]);
  });

  it('breaks equal matches by rating', async () => {
    expect(ids(await managers(q('drone')))).toEqual([id.droneHigh, id.droneLow]);
  });

  it('pages by 20 with the total, best rated first', async () => {
    const first = await managers(`specialties=${skill.Pinterest}`);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items.map((card) => card.averageRating)).toEqual(Array.from({ length: 20 }, (_, index) => Math.round((5 - index * 0.1) * 10) / 10));
    const second = await managers(`specialties=${skill.Pinterest}&page=2`);
    expect(second).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(second.items.map((card) => card.fullName)).toEqual([21, 22, 23, 24, 25].map((n) => `Membre Numéro ${n}`));
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(25);
    expect(await managers(`specialties=${skill.Pinterest}&page=3`)).toEqual({ items: [], total: 25, page: 3, pageSize: 20 });
  });

  it('without text, orders everyone by rating, unrated last', async () => {
    const all = await managers('');
    expect(all.total).toBe(8 + 25);
    const ratings = all.items.map((card) => card.averageRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('returns the card fields, all skills strongest first', async () => {
    const [card] = (await managers(q('zoé lefèvre'))).items;
    expect(card).toEqual({
      id: id.zoe,
      fullName: 'Zoé Lefèvre',
      avatarUrl: null,
      headline: 'Community manager e-commerce',
      location: 'Villeurbanne',
      skills: ['Instagram', 'LinkedIn', 'SEO', 'TikTok', 'Rédaction'],
      hourlyRateMin: 40,
      hourlyRateMax: 60,
      experienceYears: 6,
      averageRating: 4.8,
      totalReviews: 12,
      availability: true,
      remoteOk: false,
      ranking: expect.objectContaining({ matchedWords: ['zoe', 'lefevre'], typo: false }),
    });
  });

  it('keeps the text index in step when the profile or skills change', async () => {
    const { db } = t;
    const member = await insertManager(db, { fullName: 'Nina Caron', headline: 'Graphiste' });
    expect(ids(await managers(q('calligraphie')))).toEqual([]);
    await db.update(profiles).set({ bio: 'Calligraphie et lettrage' }).where(eq(profiles.id, member));
    expect(ids(await managers(q('calligraphie')))).toEqual([member]);
    const canva = await t.createSkill('Canva');
    await db.insert(userSkills).values({ userId: member, skillId: canva.id });
    expect(ids(await managers(q('canva')))).toEqual([member]);
    await db.update(skills).set({ name: 'Canva Pro' }).where(eq(skills.id, canva.id));
    expect(ids(await managers(q('canva pro')))).toEqual([member]);
    // The card's skills follow too: renamed, added, strongest first.
    await db.insert(userSkills).values({ userId: member, skillId: skill.Pinterest!, proficiencyLevel: 2 });
    expect((await managers(q('nina caron'))).items[0]?.skills).toEqual(['Pinterest', 'Canva Pro']);
    await db.update(userSkills).set({ proficiencyLevel: 5 }).where(eq(userSkills.skillId, canva.id));
    expect((await managers(q('nina caron'))).items[0]?.skills).toEqual(['Canva Pro', 'Pinterest']);
    await db.delete(userSkills).where(eq(userSkills.userId, member));
    expect(ids(await managers(q('canva')))).toEqual([]);
    await db.update(profiles).set({ fullName: 'Nina Caron-Vidal' }).where(eq(profiles.id, member));
    expect(ids(await managers(q('vidal')))).toEqual([member]);
    await db.delete(communityManagers).where(eq(communityManagers.id, member));
  });
});

describe('GET /api/search/jobs', () => {
  it('lists open missions only, newest first', async () => {
    const all = await jobs('');
    expect(all.total).toBe(5 + 23);
    expect(ids(all)).not.toContain(id.j3);
    expect(ids(all)).not.toContain(id.j4);
    expect(ids(all).slice(0, 5)).toEqual([id.j7, id.j6, id.j2, id.j1, id.j5]);
    expect(ids(await jobs(q('tiktok')))).toEqual([id.j5]);
    expect(ids(await jobs(`specialties=${skill.TikTok}`))).toEqual([id.j5]);
    expect(ids(await jobs('industry=Mode'))).toEqual([id.j1]);
  });

  it('matches title and description, accents, case and partial words', async () => {
    expect(ids(await jobs(q('montreal')))).toEqual([id.j2]);
    expect(ids(await jobs(q('HOTEL')))).toEqual([id.j6, id.j5]);
    expect(ids(await jobs(q('ecommerce')))).toEqual([id.j1]);
    expect(ids(await jobs(q('animat')))).toEqual([id.j2]);
  });

  it('falls back to titles close by trigrams when nothing matches exactly (typos)', async () => {
    expect(ids(await jobs(q('instagramm')))).toEqual([id.j2]);
    expect(ids(await jobs(q('instagram')))).toEqual([id.j2]);
  });

  it('ranks title matches first, equal matches by the rest of the score', async () => {
    // Both titles match and both were published over 30 days ago: j1 said its budget and duration
    // ('Brief renseigné', ADR 0056), j6 nothing; the description match comes last.
    expect(ids(await jobs(q('community manager')))).toEqual([id.j1, id.j6, id.j7]);
  });

  it('filters by skills (any-of), client sector and location', async () => {
    expect(ids(await jobs(`specialties=${skill.Instagram},${skill.TikTok}`))).toEqual([id.j1, id.j5]);
    // An individual's sector counts too.
    expect(ids(await jobs('industry=Restauration'))).toEqual([id.j7, id.j2]);
    expect(ids(await jobs('location=Lyon'))).toEqual([id.j1, id.j5]);
    expect(ids(await jobs('location=Bordeaux'))).toEqual([id.j6]);
    expect(ids(await jobs('location=Paris'))).toEqual([id.j2]);
    expect(ids(await jobs(`location=${encodeURIComponent('Télétravail')}`))).toEqual([id.j2]);
  });

  it('pages by 20 with the total', async () => {
    const first = await jobs(`specialties=${skill.Snapchat}`);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await jobs(`specialties=${skill.Snapchat}&page=2`);
    expect(second.items.map((card) => card.title)).toEqual(['Mission Snapchat 3', 'Mission Snapchat 2', 'Mission Snapchat 1']);
  });

  it('returns the card: 200-character summary, client, sector, skills and application count', async () => {
    const [card] = (await jobs(q('boutique'))).items;
    expect(card).toMatchObject({
      id: id.j1,
      title: 'Community manager pour boutique e-commerce',
      jobType: 'freelance',
      location: 'Lyon',
      isRemote: false,
      duration: '3 mois',
      budgetMin: 500,
      budgetMax: 1000,
      createdAt: '2024-03-01T10:00:00.000Z',
      skills: ['Instagram'],
      client: { id: id.lumiere, fullName: 'Claire Dubois', companyName: 'Maison Lumière', industry: 'Mode' },
      applicationCount: 2,
    });
    expect(card!.summary).toBe(`${longDescription.slice(0, 200).trimEnd()}...`);
    expect(card!.summary).toBe(summarize(longDescription));
    const [individual] = (await jobs(q('restaurant'))).items;
    expect(individual).toMatchObject({
      id: id.j2,
      summary: 'Restaurant de quartier, ancien chef de Montréal, cherche de l’aide.',
      client: { id: id.paul, fullName: 'Paul Girard', companyName: null, industry: 'Restauration' },
      applicationCount: 0,
    });
  });
});

describe('a mission card’s skills', () => {
  it('follow the mission’s skills and their names, in alphabetical order', async () => {
    const { db } = t;
    const mission = await insertJob(db, { clientId: id.lumiere!, title: 'Gestion de la page Pinterest', skills: [skill.Pinterest!] });
    const cardSkills = async () => (await jobs(q('gestion page pinterest'))).items.find((card) => card.id === mission)?.skills;
    expect(await cardSkills()).toEqual(['Pinterest']);
    await db.insert(missionSkills).values({ jobId: mission, skillId: skill.Instagram! });
    expect(await cardSkills()).toEqual(['Instagram', 'Pinterest']);
    const canva = await t.createSkill('Canva');
    await db
      .update(missionSkills)
      .set({ skillId: canva.id })
      .where(and(eq(missionSkills.jobId, mission), eq(missionSkills.skillId, skill.Instagram!)));
    expect(await cardSkills()).toEqual(['Canva', 'Pinterest']);
    await db.update(skills).set({ name: 'Visuels Canva' }).where(eq(skills.id, canva.id));
    expect(await cardSkills()).toEqual(['Pinterest', 'Visuels Canva']);
    await db.delete(missionSkills).where(eq(missionSkills.skillId, canva.id));
    expect(await cardSkills()).toEqual(['Pinterest']);
    await db.delete(missions).where(eq(missions.id, mission));
  });
});

describe('a member registered through the API', () => {
  it('is searchable at once, by name, skill and sector', async () => {
    await signUpAndIn(t, {
      userType: 'community_manager',
      email: 'gaelle@example.fr',
      fullName: 'Gaëlle Nouvelle',
      industrySector: 'Tourisme',
      specialties: [skill.Snapchat!],
    });
    const found = await managers(`${q('gaelle nouvelle')}&specialties=${skill.Snapchat}&industry=Tourisme`);
    expect(found.items.map((card) => [card.fullName, card.skills])).toEqual([['Gaëlle Nouvelle', ['Snapchat']]]);
  });
});
