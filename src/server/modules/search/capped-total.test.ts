import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobCard, TManagerCard } from '#contracts/search';
import { SEARCH_TOTAL_CAP } from '#contracts/search-terms';
import { communityManagers, missions, profiles, user, userSkills } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { insertClient } from '#server/testing/search-fixtures';

/**
 * Searches with more matches than SEARCH_TOTAL_CAP (ADR 0013): the total stops at the cap and
 * says it is a lower bound; with text, only the first SEARCH_TOTAL_CAP matches by rating (or
 * date) are ranked by relevance, and the pages past them follow the rating (or date) order.
 */

let t: TestApp;
const MEMBERS = 1050;
/** Member n (1-based) is the n-th best rated: the n-th in the search's own order. */
const member: string[] = [];
const skill: Record<string, string> = {};

/** Inserts the members in bulk (one statement per table): fixtures one by one would be slow. */
async function insertMembers(count: number, fullName: (n: number) => string, skillsOf: (n: number) => string[]) {
  const rows = Array.from({ length: count }, (_, index) => ({ n: index + 1, id: randomUUID() }));
  const { db } = t;
  await db.insert(user).values(rows.map(({ n, id }) => ({ id, name: fullName(n), email: `${id}@example.fr`, emailVerified: true })));
  await db
    .insert(profiles)
    .values(rows.map(({ n, id }) => ({ id, userType: 'community_manager' as const, email: `${id}@example.fr`, fullName: fullName(n) })));
  await db.insert(userSkills).values(rows.flatMap(({ n, id }) => skillsOf(n).map((skillId) => ({ userId: id, skillId }))));
  await db
    .insert(communityManagers)
    .values(rows.map(({ n, id }) => ({ id, headline: 'Calligraphe', averageRating: Math.round((5 - n * 0.003) * 1000) / 1000 })));
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  skill.exactlyCap = (await t.createSkill('Enluminure')).id;
  skill.overCap = (await t.createSkill('Gravure')).id;
  // Everyone matches 'calligraphe' (headline); members 990 and 1020 also by name, which ranks higher.
  const nameOf = (n: number) => (n === 990 || n === 1020 ? `Calligraphe Numéro ${n}` : `Membre Numéro ${n}`);
  const skillsOf = (n: number) => [...(n <= SEARCH_TOTAL_CAP ? [skill.exactlyCap!] : []), ...(n <= SEARCH_TOTAL_CAP + 1 ? [skill.overCap!] : [])];
  member.push('', ...(await insertMembers(MEMBERS, nameOf, skillsOf)));

  const client = await insertClient(t.db, { fullName: 'Claire Dubois', companyName: 'Atelier Plume' });
  await t.db.insert(missions).values(
    Array.from({ length: SEARCH_TOTAL_CAP + 1 }, (_, index) => ({
      clientId: client,
      title: `Atelier de calligraphie ${index + 1}`,
      description: 'Animation de nos comptes.',
      status: 'open' as const,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, index)),
    })),
  );
}, 120_000);
afterAll(() => t?.close());

type Page<T> = { items: T[]; total: number; totalIsLowerBound?: boolean; page: number; pageSize: number };
async function get<T>(url: string): Promise<Page<T>> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as Page<T>;
}
const managers = (query: string) => get<TManagerCard>(`/api/search/managers?${query}`);
const positions = (page: Page<TManagerCard>) => page.items.map((card) => member.indexOf(card.id));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('totals past SEARCH_TOTAL_CAP', () => {
  it('are exact up to the cap', async () => {
    const page = await managers(`specialties=${skill.exactlyCap}`);
    expect(page.total).toBe(SEARCH_TOTAL_CAP);
    expect(page).not.toHaveProperty('totalIsLowerBound');
  });

  it('stop at the cap and say there are more, with or without text', async () => {
    for (const query of [`specialties=${skill.overCap}`, '', 'q=calligraphe']) {
      const page = await managers(query);
      expect(page).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true });
      expect(page.items).toHaveLength(20);
    }
  });

  it('stop at the cap for missions too', async () => {
    for (const query of ['', 'q=calligraphie']) {
      const page = await get<TJobCard>(`/api/search/jobs?${query}`);
      expect(page).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true });
    }
  });
});

describe('ranking past SEARCH_TOTAL_CAP text matches', () => {
  it('ranks the best-rated SEARCH_TOTAL_CAP matches by relevance, then by rating', async () => {
    const first = await managers('q=calligraphe');
    // 990 matches by name too; 1020 does as well but is past the cap, so it is not ranked.
    expect(positions(first)).toEqual([990, ...range(1, 19)]);
  });

  it('continues past the cap in rating order, without repeating anyone', async () => {
    const last = await managers(`q=calligraphe&page=${SEARCH_TOTAL_CAP / 20}`);
    expect(positions(last)).toEqual([...range(980, 989), ...range(991, 1000)]);
    expect(positions(await managers(`q=calligraphe&page=${SEARCH_TOTAL_CAP / 20 + 1}`))).toEqual(range(1001, 1020));
    expect(positions(await managers(`q=calligraphe&page=${SEARCH_TOTAL_CAP / 20 + 3}`))).toEqual(range(1041, 1050));
  });
});
