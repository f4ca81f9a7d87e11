import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobResult, TManagerResult } from '#contracts/search';
import { eq } from 'drizzle-orm';
import { explanationLines, RANKING_WEIGHTS, type TResultRanking } from '#contracts/search-ranking-terms';
import type { TSearchType } from '#contracts/search-terms';
import { communityManagers } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { insertClient, insertJob, insertManager } from '#server/testing/search-fixtures';

/**
 * 'Pourquoi ce résultat ?' (ADR 0056): each result carries the components of the score that
 * ordered it, and 'Pertinence' with text orders by exactly that score.
 */

let t: TestApp;
const id: Record<string, string> = {};
const lyon = { lat: 45.764, lon: 4.8357 };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  const origami = (await t.createSkill('Origami')).id;
  id.origami = origami;
  // Same headline match; the better rated one has an empty profile, the other a complete one.
  id.rated = await insertManager(db, { fullName: 'Agathe Blanc', headline: 'Kirigami et papier', averageRating: 4.2 });
  id.complete = await insertManager(db, {
    fullName: 'Bastien Noir',
    headline: 'Kirigami pour marques',
    averageRating: 4.0,
    hourlyRateMin: 40,
    experienceYears: 3,
    availability: true,
    location: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    languages: ['Français'],
    skills: [origami],
  });
  const client = await insertClient(db, { fullName: 'Claire Dubois', companyName: 'Atelier Plume' });
  // Same title match, both published long ago (no recency points): the nearer one first, though older.
  id.near = await insertJob(db, {
    clientId: client,
    title: 'Stratégie marqueterie',
    location: 'Lyon',
    latitude: 45.765,
    longitude: 4.836,
    createdAt: new Date('2024-03-01T10:00:00Z'),
  });
  id.far = await insertJob(db, {
    clientId: client,
    title: 'Stratégie marqueterie',
    location: 'Vienne',
    latitude: 45.525,
    longitude: 4.874,
    createdAt: new Date('2024-03-02T10:00:00Z'),
  });
  id.skilled = await insertJob(db, { clientId: client, title: 'Animation Origami', skills: [origami] });
}, 120_000);
afterAll(() => t?.close());

async function search<T>(url: string): Promise<T[]> {
  t.app.visitorCache.clear();
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: T[] }>().items;
}

/** The score the explanation adds up: each factor's value times its weight. */
function sumOfParts(type: TSearchType, ranking: TResultRanking): number {
  const weights: Record<string, number> = RANKING_WEIGHTS[type];
  return Object.entries(ranking.factors ?? {}).reduce((sum, [factor, value]) => sum + (value ?? 0) * weights[factor]!, 0);
}

describe("'Pertinence' with text orders by the explained score", () => {
  it('puts the complete profile before the better rated empty one, each score the sum of its parts', async () => {
    const items = await search<TManagerResult>('/api/search/managers?q=kirigami');
    expect(items.map((item) => item.id)).toEqual([id.complete, id.rated]);
    const [complete, rated] = items.map((item) => item.ranking);
    expect(complete!.factors).toMatchObject({ text: 1, rating: 0.8, completeness: 1 });
    expect(complete!.factors!.recency).toBeCloseTo(1, 3);
    expect(rated!.factors!.text).toBe(1);
    expect(rated!.factors!.rating).toBeCloseTo(0.84, 6);
    for (const ranking of [complete!, rated!]) expect(ranking.score).toBeCloseTo(sumOfParts('managers', ranking), 2);
    expect(complete!.score).toBeGreaterThan(rated!.score!);
    expect(complete).toMatchObject({ matchedWords: ['kirigami'], matchedSkills: [], distanceKm: null, typo: false });
  });

  it('counts the distance from the searched city, nearer first whatever the date', async () => {
    const items = await search<TJobResult>(`/api/search/jobs?q=marqueterie&location=Lyon&lat=${lyon.lat}&lon=${lyon.lon}&radius=50`);
    expect(items.map((item) => item.id)).toEqual([id.near, id.far]);
    const [near, far] = items.map((item) => item.ranking);
    expect(near!.distanceKm).toBeLessThan(1);
    expect(far!.distanceKm).toBeGreaterThan(20);
    expect(near!.factors).toMatchObject({ text: 1, recency: 0 });
    expect(near!.factors!.distance).toBeGreaterThan(far!.factors!.distance!);
    for (const ranking of [near!, far!]) expect(ranking.score).toBeCloseTo(sumOfParts('jobs', ranking), 2);
  });

  it('weighs the last change of the profile, which a new rating is not', async () => {
    const longAgo = new Date('2025-01-02T10:00:00Z');
    const stale = await insertManager(t.db, { fullName: 'Denise Vert', headline: 'Tangram pour marques', updatedAt: longAgo });
    const fresh = await insertManager(t.db, { fullName: 'Denise Vert', headline: 'Tangram pour marques' });
    const items = await search<TManagerResult>('/api/search/managers?q=tangram');
    expect(items.map((item) => item.id)).toEqual([fresh, stale]);
    const [first, second] = items.map((item) => item.ranking) as [TResultRanking, TResultRanking];
    expect(first.factors!.recency).toBeCloseTo(1, 3);
    expect(second.factors!.recency).toBe(0);
    expect(first.score! - second.score!).toBeCloseTo(RANKING_WEIGHTS.managers.recency, 2);
    for (const ranking of [first, second]) expect(ranking.score).toBeCloseTo(sumOfParts('managers', ranking), 2);
    expect(explanationLines('managers', second).find((line) => line.factor === 'recency')).toMatchObject({
      label: 'Mise à jour du profil',
      detail: 'Modifié il y a plus de 180 jours',
      points: '0',
    });
    // Without reviews the rating brings no points and the explanation shows no figure for it.
    expect(explanationLines('managers', second).find((line) => line.factor === 'rating')).toMatchObject({
      detail: 'Pas encore d’avis',
      points: null,
    });

    // A review's new average changes the rating, not the profile's recency.
    await t.db.update(communityManagers).set({ averageRating: 4, totalReviews: 1 }).where(eq(communityManagers.id, stale));
    const afterReview = (await search<TManagerResult>('/api/search/managers?q=tangram')).find((item) => item.id === stale)!.ranking;
    expect(afterReview.factors).toMatchObject({ rating: 0.8, recency: 0 });
    // The member's own change does.
    await t.db.update(communityManagers).set({ headline: 'Tangram pour les marques' }).where(eq(communityManagers.id, stale));
    const afterEdit = (await search<TManagerResult>('/api/search/managers?q=tangram')).find((item) => item.id === stale)!.ranking;
    expect(afterEdit.factors!.recency).toBeCloseTo(1, 3);
  });

  it('weighs how much of the brief the client said, a mission’s only points beside text, distance and date', async () => {
    const client = await insertClient(t.db, { fullName: 'Émile Gris', companyName: 'Maison Tangram' });
    const old = new Date('2024-05-01T10:00:00Z');
    const vague = await insertJob(t.db, { clientId: client, title: 'Campagne quilling', createdAt: old });
    const precise = await insertJob(t.db, {
      clientId: client,
      title: 'Campagne quilling',
      createdAt: new Date('2024-04-01T10:00:00Z'),
      duration: '3 mois',
      budgetMin: 800,
      brief: { networks: ['instagram', 'tiktok'], monthlyPosts: 12, startDate: '2027-01-04' },
    });
    const items = await search<TJobResult>('/api/search/jobs?q=quilling');
    expect(items.map((item) => item.id)).toEqual([precise, vague]);
    const [full, empty] = items.map((item) => item.ranking);
    expect(full!.factors).toEqual({ text: 1, recency: 0, completeness: 1 });
    expect(empty!.factors).toEqual({ text: 1, recency: 0, completeness: 0 });
    for (const ranking of [full!, empty!]) expect(ranking.score).toBeCloseTo(sumOfParts('jobs', ranking), 2);
    expect(full!.score).toBeCloseTo(RANKING_WEIGHTS.jobs.text + RANKING_WEIGHTS.jobs.completeness, 2);
    expect(explanationLines('jobs', full!).map((line) => [line.label, line.detail, line.points])).toEqual([
      ['Correspondance avec votre recherche', '100 % de la meilleure correspondance', '60'],
      ['Date de publication', 'Publiée il y a plus de 30 jours', '0'],
      ['Brief renseigné', 'Renseigné à 100 %', '10'],
      ['Distance de la ville recherchée', 'Aucune ville recherchée, ou adresse non localisée', null],
    ]);
  });

  it('names the skills a typed word matches, and says when the match is a close spelling', async () => {
    const [mission] = await search<TJobResult>('/api/search/jobs?q=origami');
    expect(mission!.ranking).toMatchObject({ matchedWords: ['origami'], matchedSkills: ['Origami'], typo: false });
    const [typo] = await search<TManagerResult>('/api/search/managers?q=kirigamy');
    expect(typo!.ranking).toMatchObject({ typo: true, matchedWords: [] });
    expect(typo!.ranking.score).not.toBeNull();
  });

  it('has no score under another order or without text, but still the matched skills and distance', async () => {
    const [byRating] = await search<TManagerResult>('/api/search/managers?q=kirigami&sort=rating');
    expect(byRating!.ranking).toMatchObject({ score: null, factors: null, matchedWords: ['kirigami'] });
    const [bySkill] = await search<TManagerResult>(`/api/search/managers?specialties=${id.origami}`);
    expect(bySkill!.ranking).toMatchObject({ score: null, matchedSkills: ['Origami'], matchedWords: [] });
    const [nearby] = await search<TManagerResult>(`/api/search/managers?location=Lyon&lat=${lyon.lat}&lon=${lyon.lon}`);
    expect(nearby!.id).toBe(id.complete);
    expect(nearby!.ranking).toMatchObject({ score: null, factors: null });
    expect(nearby!.ranking.distanceKm).toBeLessThan(1);
  });
});
