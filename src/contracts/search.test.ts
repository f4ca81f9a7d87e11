import { describe, expect, it } from 'vitest';
import { ZSearchQuery } from './search.ts';
import { cardSkills, MAX_CARD_SKILLS, SEARCH_LOCATION_NAMES, SEARCH_LOCATIONS } from './search-terms.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('search query', () => {
  it('has defaults for everything', () => {
    expect(ZSearchQuery.parse({})).toEqual({ specialties: [], page: 1 });
    expect(ZSearchQuery.parse({ q: '  ', industry: '', location: '' })).toEqual({ specialties: [], page: 1 });
  });

  it('accepts specialties repeated or comma-separated', () => {
    expect(ZSearchQuery.parse({ specialties: [A, B] }).specialties).toEqual([A, B]);
    expect(ZSearchQuery.parse({ specialties: `${A}, ${B}` }).specialties).toEqual([A, B]);
    expect(ZSearchQuery.parse({ specialties: A }).specialties).toEqual([A]);
    expect(ZSearchQuery.safeParse({ specialties: 'nope' }).success).toBe(false);
  });

  it('knows the five locations, whatever the case and accents', () => {
    expect(SEARCH_LOCATIONS.map((location) => location.name)).toEqual([...SEARCH_LOCATION_NAMES]);
    expect(ZSearchQuery.parse({ location: 'teletravail' }).location).toBe('Télétravail');
    expect(ZSearchQuery.parse({ location: 'LYON' }).location).toBe('Lyon');
    expect(ZSearchQuery.safeParse({ location: 'Nice' }).success).toBe(false);
  });

  it('pages from 1', () => {
    expect(ZSearchQuery.parse({ page: '3' }).page).toBe(3);
    expect(ZSearchQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZSearchQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('card skills', () => {
  it("shows 4 tags then '+N autres'", () => {
    expect(MAX_CARD_SKILLS).toBe(4);
    expect(cardSkills(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0, moreLabel: null });
    expect(cardSkills(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 2, moreLabel: '+2 autres' });
  });
});
