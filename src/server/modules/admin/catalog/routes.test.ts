import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TEXTS, catalogMessages } from '#contracts/admin-catalog-terms';
import { ownProfileMessages } from '#contracts/own-profile-terms';
import { auditLog, communityManagers, missionSkills, languages, skills, userSkills } from '#server/db/schema/index';
import { createTestApp, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
let admin: Member;
let cm: Member;
let company: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  cm = await member(t, 'community_manager', 'Camille');
  company = await member(t, 'company', 'Boulangerie');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Item = { id: string; name: string; code: string; minRate: number } & Record<string, unknown>;
type Body = {
  id: string;
  total: number;
  items: Item[];
  categories: Item[];
  error: { code: string; message: string; fields: Record<string, string> };
};
async function api(method: Method, url: string, payload?: unknown, who: Member = admin) {
  const res = await t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as Body };
}
const created = async (url: string, payload: unknown) => {
  const res = await api('POST', url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const lastAudit = async (entityId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt)).limit(1))[0];
const publicList = async (what: 'skills' | 'sectors' | 'languages') =>
  (await t.app.inject({ method: 'GET', url: `/api/catalog/${what}` })).json()[what] as Item[];

describe('admin catalog: access', () => {
  it('refuses members (403) and visitors (401) on lists and writes', async () => {
    expect((await api('GET', '/api/admin/skills', undefined, cm)).status).toBe(403);
    expect((await api('POST', '/api/admin/sectors', { name: 'X', description: '', isFeatured: false }, company)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/languages' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('skills and categories', () => {
  let categoryId: string;
  let skillId: string;
  const SOCIAL = ['Instagram', 'TikTok', 'Facebook', 'LinkedIn', 'Pinterest', 'Snapchat', 'YouTube', 'X', 'Threads', 'Twitch', 'Reddit'];
  /** Publicité holding Google Ads (as the first test makes them), then 11 social skills and Rédaction (as the second). */
  async function catalogue({ list = true } = {}) {
    categoryId = await created('/api/admin/skill-categories', { name: 'Publicité' });
    skillId = await created('/api/admin/skills', {
      name: 'Google Ads',
      description: 'Campagnes payantes sur le moteur de recherche',
      categoryId,
      isFeatured: true,
    });
    if (!list) return;
    for (const name of SOCIAL) await t.createSkill(name);
    await created('/api/admin/skills', { name: 'Rédaction', description: 'Textes publicitaires 100%_ sûrs', categoryId: null, isFeatured: false });
  }

  it('creates a category and a skill, audited with the written fields; the skill reaches the public catalogue', async () => {
    categoryId = await created('/api/admin/skill-categories', { name: 'Publicité' });
    skillId = await created('/api/admin/skills', {
      name: '  Google Ads  ',
      description: 'Campagnes payantes sur le moteur de recherche',
      categoryId,
      isFeatured: true,
    });
    const audit = await lastAudit(skillId);
    expect(audit).toMatchObject({ action: 'skill.create', entity: 'skill', label: 'Google Ads', actorId: admin.id });
    expect(audit!.changes).toMatchObject({ name: { to: 'Google Ads' }, categoryId: { to: categoryId }, isFeatured: { to: true } });
    expect((await lastAudit(categoryId))?.action).toBe('skill_category.create');
    expect((await publicList('skills')).find((skill) => skill.id === skillId)).toMatchObject({
      name: 'Google Ads',
      category: { id: categoryId, name: 'Publicité' },
    });
  });

  it('lists by name with search (name, description), category filter and real totals', async () => {
    await catalogue({ list: false });
    for (const name of SOCIAL) await t.createSkill(name);
    await created('/api/admin/skills', { name: 'Rédaction', description: 'Textes publicitaires 100%_ sûrs', categoryId: null, isFeatured: false });

    const first = await api('GET', '/api/admin/skills');
    expect(first.body.total).toBe(13);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items.map((s) => s.name).slice(0, 3)).toEqual(['Facebook', 'Google Ads', 'Instagram']);
    const second = await api('GET', '/api/admin/skills?page=2');
    expect(second.body).toMatchObject({ total: 13, page: 2, pageSize: 10 });
    expect(second.body.items.map((s) => s.name)).toEqual(['Twitch', 'X', 'YouTube']);

    const byDescription = await api('GET', '/api/admin/skills?q=MOTEUR');
    expect(byDescription.body.items.map((s) => s.name)).toEqual(['Google Ads']);
    // LIKE wildcards are literal.
    expect((await api('GET', '/api/admin/skills?q=100%25_')).body.total).toBe(1);
    const inCategory = await api('GET', `/api/admin/skills?category=${categoryId}`);
    expect(inCategory.body).toMatchObject({ total: 1, items: [{ name: 'Google Ads' }] });
    const uncategorised = await api('GET', '/api/admin/skills?category=none');
    expect(uncategorised.body).toMatchObject({ total: 1, items: [{ name: 'Rédaction', category: null }] });

    const categories = await api('GET', '/api/admin/skill-categories');
    expect(categories.body.categories).toEqual([
      { id: categoryId, name: 'Publicité', skillCount: 1 },
      expect.objectContaining({ name: 'Réseaux sociaux', skillCount: 11 }),
    ]);
  });

  it('refuses a missing name, an unknown category and a duplicate name (any case)', async () => {
    await catalogue();
    const blank = await api('POST', '/api/admin/skills', { name: '   ', description: '', categoryId: null, isFeatured: false });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toBe(catalogMessages.nameRequired);
    const unknown = await api('POST', '/api/admin/skills', { name: 'SEO', description: '', categoryId: randomUUID(), isFeatured: false });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.categoryId).toBe(catalogMessages.unknownCategory);
    const duplicate = await api('POST', '/api/admin/skills', { name: 'google ads', description: '', categoryId: null, isFeatured: false });
    expect(duplicate).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', message: CATALOG_TEXTS.skills.duplicate } } });
    const renamed = await api('PATCH', `/api/admin/skills/${skillId}`, { name: 'INSTAGRAM', description: '', categoryId: null, isFeatured: false });
    expect(renamed.status).toBe(409);
    expect(await t.db.select().from(skills).where(eq(skills.name, 'SEO'))).toEqual([]);
  });

  it('updates a skill: the audit entry lists only the changed fields; a missing row is 404', async () => {
    await catalogue();
    const res = await api('PATCH', `/api/admin/skills/${skillId}`, {
      name: 'Google Ads',
      description: 'Campagnes payantes sur le moteur de recherche',
      categoryId: null,
      isFeatured: true,
    });
    expect(res).toEqual({ status: 200, body: { id: skillId } });
    const audit = await lastAudit(skillId);
    expect(audit).toMatchObject({ action: 'skill.update' });
    expect(audit!.changes).toEqual({ categoryId: { from: categoryId, to: null } });

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await api('PATCH', `/api/admin/skills/${id}`, { name: 'Ailleurs', description: '', categoryId: null, isFeatured: false });
      expect(missing).toMatchObject({ status: 404, body: { error: { message: CATALOG_TEXTS.skills.notFound } } });
    }
  });

  it('refuses to delete a skill members or missions use, saying how many; a free one is deleted and audited', async () => {
    await catalogue();
    const [instagram] = await t.db.select().from(skills).where(eq(skills.name, 'Instagram'));
    await t.db.insert(userSkills).values({ userId: cm.id, skillId: instagram!.id });
    const job = await mission(t, company.id);
    await t.db.insert(missionSkills).values({ jobId: job.id, skillId: instagram!.id });
    const refused = await api('DELETE', `/api/admin/skills/${instagram!.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'Cette compétence est utilisée par 1 profil et 1 mission : elle ne peut pas être supprimée.' } },
    });
    expect(await t.db.select().from(skills).where(eq(skills.id, instagram!.id))).toHaveLength(1);

    const deleted = await api('DELETE', `/api/admin/skills/${skillId}`);
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(skills).where(eq(skills.id, skillId))).toEqual([]);
    const audit = await lastAudit(skillId);
    expect(audit).toMatchObject({ action: 'skill.delete', label: 'Google Ads' });
    expect(audit!.changes).toMatchObject({ name: { from: 'Google Ads' } });
    expect((await api('DELETE', `/api/admin/skills/${skillId}`)).status).toBe(404);
  });

  it('refuses to delete a category that still holds skills, with the count', async () => {
    await catalogue();
    const [reseaux] = (await api('GET', '/api/admin/skill-categories')).body.categories.filter((c) => c.name === 'Réseaux sociaux');
    const refused = await api('DELETE', `/api/admin/skill-categories/${reseaux!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(CATALOG_TEXTS['skill-categories'].inUse({ profiles: 0, skills: 11 }));
    expect((await api('DELETE', `/api/admin/skills/${skillId}`)).status).toBe(204);
    expect((await api('DELETE', `/api/admin/skill-categories/${categoryId}`)).status).toBe(204);
    expect((await lastAudit(categoryId))?.action).toBe('skill_category.delete');
  });
});

describe('experience levels and rate ranges', () => {
  it('orders levels by min_years, refuses max < min with the French message, edits and deletes freely', async () => {
    const senior = await created('/api/admin/experience-levels', { name: 'Senior', minYears: 5, maxYears: null, description: '' });
    await created('/api/admin/experience-levels', { name: 'Débutant', minYears: 0, maxYears: 2, description: 'Premiers pas' });
    const list = await api('GET', '/api/admin/experience-levels');
    expect(list.body).toMatchObject({
      total: 2,
      items: [
        { name: 'Débutant', minYears: 0, maxYears: 2 },
        { name: 'Senior', maxYears: null },
      ],
    });

    const reversed = await api('POST', '/api/admin/experience-levels', { name: 'Confirmé', minYears: 5, maxYears: 3, description: '' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ maxYears: catalogMessages.yearsOrder });
    const negative = await api('POST', '/api/admin/experience-levels', { name: 'Confirmé', minYears: -1, maxYears: null, description: '' });
    expect(negative.body.error.fields).toEqual({ minYears: catalogMessages.wholeNumber });
    const duplicate = await api('POST', '/api/admin/experience-levels', { name: 'senior', minYears: 8, maxYears: null, description: '' });
    expect(duplicate.status).toBe(409);

    expect((await api('PATCH', `/api/admin/experience-levels/${senior}`, { name: 'Senior', minYears: 6, maxYears: 4, description: '' })).status).toBe(
      400,
    );
    expect(
      (await api('PATCH', `/api/admin/experience-levels/${senior}`, { name: 'Senior', minYears: 6, maxYears: null, description: '' })).status,
    ).toBe(200);
    expect((await lastAudit(senior))?.changes).toEqual({ minYears: { from: 5, to: 6 } });
    expect((await api('DELETE', `/api/admin/experience-levels/${senior}`)).status).toBe(204);
    expect((await lastAudit(senior))?.action).toBe('experience_level.delete');
  });

  it('orders rate ranges by min_rate and refuses max < min', async () => {
    const high = await created('/api/admin/rate-ranges', { name: '80 €/h et plus', minRate: 80, maxRate: null, description: '' });
    await created('/api/admin/rate-ranges', { name: '30 à 50 €/h', minRate: 30, maxRate: 50, description: '' });
    expect((await api('GET', '/api/admin/rate-ranges')).body.items.map((r) => r.minRate)).toEqual([30, 80]);
    const reversed = await api('PATCH', `/api/admin/rate-ranges/${high}`, { name: 'Élevé', minRate: 80, maxRate: 50, description: '' });
    expect(reversed).toMatchObject({ status: 400, body: { error: { message: catalogMessages.rateOrder } } });
    const fractional = await api('POST', '/api/admin/rate-ranges', { name: 'Bizarre', minRate: 12.5, maxRate: null, description: '' });
    expect(fractional.body.error.fields.minRate).toBe(catalogMessages.wholeNumber);
    expect(
      (await api('PATCH', `/api/admin/rate-ranges/${randomUUID()}`, { name: 'A', minRate: 1, maxRate: null, description: '' })).body.error.message,
    ).toBe(CATALOG_TEXTS['rate-ranges'].notFound);
    expect((await api('DELETE', `/api/admin/rate-ranges/${high}`)).status).toBe(204);
    expect((await lastAudit(high))?.action).toBe('rate_range.delete');
  });
});

describe('industry sectors', () => {
  it('a featured sector comes first in the public list; the admin list is by name', async () => {
    const featured = await created('/api/admin/sectors', { name: 'Tourisme', description: 'Hôtels, offices de tourisme', isFeatured: true });
    const sectors = await publicList('sectors');
    expect(sectors[0]).toMatchObject({ id: featured, name: 'Tourisme', isFeatured: true });
    expect(sectors.slice(1).map((s) => s.name)).toEqual([...sectors.slice(1).map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    const admin = await api('GET', '/api/admin/sectors');
    expect(admin.body.items.map((s) => s.name)).toEqual(['E-commerce', 'Tourisme']);
    expect((await lastAudit(featured))?.action).toBe('sector.create');

    await api('PATCH', `/api/admin/sectors/${featured}`, { name: 'Tourisme', description: 'Hôtels, offices de tourisme', isFeatured: false });
    expect((await lastAudit(featured))?.changes).toEqual({ isFeatured: { from: true, to: false } });
    expect((await publicList('sectors')).map((s) => s.name)).toEqual(['E-commerce', 'Tourisme']);
  });

  const tourisme = () => created('/api/admin/sectors', { name: 'Tourisme', description: 'Hôtels, offices de tourisme', isFeatured: false });

  it('sorts names in French alphabetical order: an accented initial does not go after Z', async () => {
    await tourisme();
    const accented = await created('/api/admin/sectors', { name: 'Événementiel', description: 'Salons, festivals', isFeatured: false });
    expect((await api('GET', '/api/admin/sectors')).body.items.map((s) => s.name)).toEqual(['E-commerce', 'Événementiel', 'Tourisme']);
    expect((await publicList('sectors')).map((s) => s.name)).toEqual(['E-commerce', 'Événementiel', 'Tourisme']);
    expect((await api('DELETE', `/api/admin/sectors/${accented}`)).status).toBe(204);
  });

  it('updating a deleted sector answers the spec message; a sector members use cannot be deleted', async () => {
    await tourisme();
    const missing = await api('PATCH', `/api/admin/sectors/${randomUUID()}`, { name: 'Nulle part', description: '', isFeatured: false });
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'Secteur introuvable. Il a peut-être été supprimé.' } } });
    const blank = await api('POST', '/api/admin/sectors', { name: '', description: '', isFeatured: false });
    expect(blank.body.error.fields.name).toBe(catalogMessages.sectorNameRequired);
    expect((await api('POST', '/api/admin/sectors', { name: 'TOURISME', description: '', isFeatured: false })).status).toBe(409);

    // Every member registered with 'E-commerce' (the registration default): 3 profiles.
    const [ecommerce] = (await api('GET', '/api/admin/sectors?q=commerce')).body.items;
    const refused = await api('DELETE', `/api/admin/sectors/${ecommerce!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(CATALOG_TEXTS.sectors.inUse({ profiles: 3 }));
    expect(refused.body.error.message).toContain('3 profils');
  });

  it('deletes an unused sector with its audit entry', async () => {
    const id = await created('/api/admin/sectors', { name: 'Agriculture', description: '', isFeatured: false });
    expect((await api('DELETE', `/api/admin/sectors/${id}`)).status).toBe(204);
    expect(await lastAudit(id)).toMatchObject({ action: 'sector.delete', label: 'Agriculture' });
    expect((await publicList('sectors')).some((s) => s.id === id)).toBe(false);
  });
});

describe('languages', () => {
  let swedish: string;
  const addSwedish = async () => {
    swedish = await created('/api/admin/languages', { code: 'SV', name: 'Swedish', nativeName: 'Svenska', isActive: true });
  };
  const profile = async (langs: string[]) =>
    api(
      'PATCH',
      '/api/me/profile',
      {
        user_type: 'community_manager',
        full_name: 'Camille',
        phone: '',
        location: 'Lyon',
        latitude: null,
        longitude: null,
        industry_sector_id: null,
        headline: '',
        bio: '',
        hourly_rate_min: null,
        hourly_rate_max: null,
        experience_years: null,
        availability: true,
        remote_ok: true,
        languages: langs,
        social_links: { instagram: '', facebook: '', twitter: '', linkedin: '' },
        skills: [],
      },
      cm,
    );

  it('forces the code to lowercase and refuses codes that are not two letters', async () => {
    await addSwedish();
    const [row] = await t.db.select().from(languages).where(eq(languages.id, swedish));
    expect(row).toMatchObject({ code: 'sv', name: 'Swedish', nativeName: 'Svenska', isActive: true });
    expect((await lastAudit(swedish))?.changes).toMatchObject({ code: { to: 'sv' } });

    for (const code of ['swe', 's1', 'é', '', 'f']) {
      const res = await api('POST', '/api/admin/languages', { code, name: 'X', nativeName: 'X', isActive: true });
      expect(res.status, code).toBe(400);
      expect(res.body.error.fields.code, code).toBe(code === '' ? catalogMessages.codeRequired : catalogMessages.codeFormat);
    }
    const duplicate = await api('POST', '/api/admin/languages', { code: 'sV', name: 'Suédois', nativeName: 'Svenska', isActive: true });
    expect(duplicate).toMatchObject({ status: 409, body: { error: { message: CATALOG_TEXTS.languages.duplicate } } });
    const missingNative = await api('POST', '/api/admin/languages', { code: 'da', name: 'Danish', nativeName: ' ', isActive: true });
    expect(missingNative.body.error.fields.nativeName).toBe(catalogMessages.nativeNameRequired);
  });

  it('lists by name; an inactive language leaves the public list and cannot be added to a profile', async () => {
    await addSwedish();
    await created('/api/admin/languages', { code: 'fr', name: 'French', nativeName: 'Français', isActive: true });
    await created('/api/admin/languages', { code: 'da', name: 'Danish', nativeName: 'Dansk', isActive: false });
    expect((await api('GET', '/api/admin/languages')).body.items.map((l) => l.code)).toEqual(['da', 'fr', 'sv']);
    expect((await publicList('languages')).map((l) => l.code)).toEqual(['fr', 'sv']);

    const refused = await profile(['Danois']);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.fields.languages).toBe(ownProfileMessages.unknownLanguage);
    const saved = await profile(['Suédois', 'Français']);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('refuses deleting a language members list (and changing its code), with the count; 404 message when gone', async () => {
    await addSwedish();
    await created('/api/admin/languages', { code: 'fr', name: 'French', nativeName: 'Français', isActive: true });
    await created('/api/admin/languages', { code: 'da', name: 'Danish', nativeName: 'Dansk', isActive: false });
    expect((await profile(['Suédois', 'Français'])).status).toBe(200);
    const [manager] = await t.db.select({ languages: communityManagers.languages }).from(communityManagers).where(eq(communityManagers.id, cm.id));
    expect(manager!.languages).toContain('Suédois');
    const refused = await api('DELETE', `/api/admin/languages/${swedish}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { message: 'Cette langue est indiquée par 1 profil : elle ne peut pas être supprimée. Désactivez-la plutôt.' } },
    });
    const recoded = await api('PATCH', `/api/admin/languages/${swedish}`, { code: 'no', name: 'Swedish', nativeName: 'Svenska', isActive: true });
    expect(recoded).toMatchObject({ status: 409, body: { error: { message: catalogMessages.languageCodeInUse(1) } } });
    // Deactivating is allowed: members keep it, newcomers no longer see it.
    const deactivated = await api('PATCH', `/api/admin/languages/${swedish}`, {
      code: 'SV',
      name: 'Swedish',
      nativeName: 'Svenska',
      isActive: false,
    });
    expect(deactivated.status).toBe(200);
    expect(await lastAudit(swedish)).toMatchObject({ action: 'language.update', changes: { isActive: { from: true, to: false } } });
    expect((await publicList('languages')).map((l) => l.code)).toEqual(['fr']);

    const gone = await api('PATCH', `/api/admin/languages/${randomUUID()}`, { code: 'it', name: 'Italian', nativeName: 'Italiano', isActive: true });
    expect(gone).toMatchObject({ status: 404, body: { error: { message: 'Langue introuvable. Elle a peut-être été supprimée.' } } });

    const [danish] = await t.db
      .select()
      .from(languages)
      .where(and(eq(languages.code, 'da')));
    expect((await api('DELETE', `/api/admin/languages/${danish!.id}`)).status).toBe(204);
    expect(await lastAudit(danish!.id)).toMatchObject({ action: 'language.delete', label: 'Danish (da)' });
  });
});

describe('a new member sees what the admin added', () => {
  it('registers with a sector and a skill created in the back-office', async () => {
    await created('/api/admin/sectors', { name: 'Culture', description: '', isFeatured: false });
    const skillId = await created('/api/admin/skills', { name: 'Podcasts', description: '', categoryId: null, isFeatured: false });
    const cookie = await signUpAndIn(t, {
      userType: 'community_manager',
      email: 'nina@example.fr',
      industrySector: 'Culture',
      specialties: [skillId],
    });
    expect(cookie).toBeTruthy();
    const refused = await api('DELETE', `/api/admin/skills/${skillId}`);
    expect(refused.body.error.message).toBe('Cette compétence est utilisée par 1 profil : elle ne peut pas être supprimée.');
  });
});
