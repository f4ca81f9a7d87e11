import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchQueryString, toSearchFilters, toSearchParams } from './search-params.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('search address', () => {
  it('reads every criterion, dropping what is malformed', () => {
    const state = parseSearchParams(
      new URLSearchParams(`type=jobs&q=commu&specialty=${A}&specialty=nope&specialties=${B},${A}&industry=Mode&location=lyon&page=3`),
    );
    expect(state).toEqual({
      type: 'jobs',
      q: 'commu',
      specialties: [A, B],
      industry: 'Mode',
      location: 'Lyon',
      page: 3,
    });
  });

  it('falls back to community managers, page 1, no filters', () => {
    expect(parseSearchParams(new URLSearchParams('type=other&page=-2&location=Nice'))).toEqual({
      type: 'managers',
      q: '',
      specialties: [],
      industry: undefined,
      location: undefined,
      page: 1,
    });
  });

  it('writes the address and the API query back', () => {
    const state = parseSearchParams(new URLSearchParams(`type=managers&q=%20mode%20&specialty=${A}&location=Télétravail`));
    expect(toSearchParams(state).toString()).toBe(`type=managers&q=+mode+&specialty=${A}&location=T%C3%A9l%C3%A9travail`);
    expect(searchQueryString(toSearchFilters(state))).toBe(`q=mode&specialties=${A}&location=T%C3%A9l%C3%A9travail&page=1`);
  });
});
