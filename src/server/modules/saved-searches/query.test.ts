import { describe, expect, it } from 'vitest';
import { normaliseSearchQuery, searchQueryOf } from './query.ts';

const SKILL_A = '0b6f1c52-8d0e-4d59-9a3e-1f2a3b4c5d6e';
const SKILL_B = '1c7a2d63-9e1f-4e6a-8b4f-2a3b4c5d6e7f';

describe('a saved search keeps the search page’s query, normalised', () => {
  it('keeps the page’s own parameters in one order, without the page number, empty values or duplicates', () => {
    expect(
      normaliseSearchQuery(
        `?page=3&location=Lyon&q=+instagram+&type=jobs&utm_source=x&industry=&specialty=${SKILL_B}&specialties=${SKILL_A}&specialty=${SKILL_B}`,
      ),
    ).toEqual({
      type: 'jobs',
      query: `location=Lyon&q=instagram&specialty=${SKILL_B}&specialty=${SKILL_A}&type=jobs`,
    });
  });

  it('reads the community managers tab when no tab is given, as the page does', () => {
    expect(normaliseSearchQuery('q=vid%C3%A9o')).toEqual({ type: 'managers', query: 'q=vid%C3%A9o&type=managers' });
  });

  it('checks each tab by its own filters: the community managers’ sorts and filters are kept, not the missions’ ones', () => {
    expect(normaliseSearchQuery('q=instagram&sort=rating&minRating=4&language=Anglais')).toEqual({
      type: 'managers',
      query: 'language=Anglais&minRating=4&q=instagram&sort=rating&type=managers',
    });
    expect(normaliseSearchQuery('sort=rate_desc')).toEqual({ type: 'managers', query: 'sort=rate_desc&type=managers' });
    expect(normaliseSearchQuery('type=jobs&sort=rating')).toBeNull();
    expect(normaliseSearchQuery('type=managers&sort=budget_desc')).toBeNull();
  });

  it('refuses filters the page could not show', () => {
    expect(normaliseSearchQuery('type=jobs&location=Lyon&radius=30')).toBeNull();
    expect(normaliseSearchQuery('type=jobs&published=1y')).toBeNull();
    expect(normaliseSearchQuery(`type=jobs&specialty=pas-un-id`)).toBeNull();
  });

  it('gives the search API the same filters as the page', () => {
    expect(searchQueryOf(`location=Lyon&q=instagram&specialty=${SKILL_A}&type=jobs`)).toEqual({
      q: 'instagram',
      specialties: [SKILL_A],
      location: 'Lyon',
      radius: 25,
      sort: 'relevance',
      contract: [],
      page: 1,
    });
  });
});
