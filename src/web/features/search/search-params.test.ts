import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchQueryString, toSearchFilters, toSearchParams } from './search-params.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('search address', () => {
  it('reads every criterion, dropping what is malformed', () => {
    const state = parseSearchParams(
      new URLSearchParams(
        `type=jobs&q=commu&specialty=${A}&specialty=nope&specialties=${B},${A}&industry=Mode&location=Lyon&lat=45.7&lon=4.8&radius=50` +
          '&sort=budget_asc&budgetMin=500&budgetMax=abc&contract=freelance,stage&workMode=remote&published=7d&minRating=4&page=3',
      ),
    );
    expect(state).toMatchObject({
      type: 'jobs',
      q: 'commu',
      specialties: [A, B],
      industry: 'Mode',
      location: 'Lyon',
      lat: 45.7,
      lon: 4.8,
      radius: 50,
      sort: 'budget_asc',
      budgetMin: 500,
      budgetMax: undefined,
      contracts: ['freelance'],
      workMode: 'remote',
      published: '7d',
      page: 3,
    });
  });

  it('falls back to community managers, page 1, no filters', () => {
    expect(parseSearchParams(new URLSearchParams('type=other&page=-2&radius=30&sort=budget_asc&minRating=2&rate=x'))).toMatchObject({
      type: 'managers',
      q: '',
      specialties: [],
      industry: undefined,
      location: undefined,
      radius: 25,
      sort: 'relevance',
      minRating: undefined,
      rate: undefined,
      available: false,
      page: 1,
    });
  });

  it("keeps only the shown tab's filters, and a city's centre only with a city", () => {
    const state = parseSearchParams(new URLSearchParams('type=managers&location=teletravail&lat=1&lon=2&budgetMin=500&available=1&language=Anglais'));
    expect(state.location).toBe('Télétravail');
    expect(state.lat).toBeUndefined();
    expect(toSearchParams(state).toString()).toBe('type=managers&location=T%C3%A9l%C3%A9travail&available=1&language=Anglais');
    expect(toSearchParams({ ...state, type: 'jobs' }).toString()).toBe('type=jobs&location=T%C3%A9l%C3%A9travail&budgetMin=500');
  });

  it('writes the address and the API query back', () => {
    const state = parseSearchParams(new URLSearchParams(`type=managers&q=%20mode%20&specialty=${A}&location=Télétravail`));
    expect(toSearchParams(state).toString()).toBe(`type=managers&q=+mode+&specialty=${A}&location=T%C3%A9l%C3%A9travail`);
    expect(searchQueryString(toSearchFilters(state))).toBe(`q=mode&specialties=${A}&location=T%C3%A9l%C3%A9travail&page=1`);
  });
});
