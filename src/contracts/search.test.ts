import { describe, expect, it } from 'vitest';
import { ZManagerSearchQuery, ZMissionSearchQuery } from './search.ts';
import { cardSkills, MAX_CARD_SKILLS } from './search-terms.ts';

const ZSearchQuery = ZMissionSearchQuery;

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('search query', () => {
  it('has defaults for everything', () => {
    const missions = { specialties: [], radius: 25, page: 1, sort: 'relevance', contract: [] };
    expect(ZMissionSearchQuery.parse({})).toEqual(missions);
    expect(ZMissionSearchQuery.parse({ q: '  ', industry: '', location: '', budgetMin: '', published: '' })).toEqual(missions);
    expect(ZManagerSearchQuery.parse({ rate: '', minRating: '' })).toEqual({
      specialties: [],
      radius: 25,
      page: 1,
      sort: 'relevance',
      available: false,
      language: [],
    });
  });

  it('accepts specialties repeated or comma-separated', () => {
    expect(ZSearchQuery.parse({ specialties: [A, B] }).specialties).toEqual([A, B]);
    expect(ZSearchQuery.parse({ specialties: `${A}, ${B}` }).specialties).toEqual([A, B]);
    expect(ZSearchQuery.parse({ specialties: A }).specialties).toEqual([A]);
    expect(ZSearchQuery.safeParse({ specialties: 'nope' }).success).toBe(false);
  });

  it('takes Télétravail whatever the case and accents, any city, and the offered radii only', () => {
    expect(ZSearchQuery.parse({ location: 'teletravail' }).location).toBe('Télétravail');
    expect(ZSearchQuery.parse({ location: 'Nice', lat: '43.7', lon: '7.26', radius: '10' })).toMatchObject({
      location: 'Nice',
      lat: 43.7,
      lon: 7.26,
      radius: 10,
    });
    expect(ZSearchQuery.safeParse({ location: 'Nice', radius: '30' }).success).toBe(false);
    expect(ZSearchQuery.safeParse({ lat: '91' }).success).toBe(false);
  });

  it('reads flags and lists from an address', () => {
    expect(ZManagerSearchQuery.parse({ available: '1', language: ['Anglais', 'Français'] })).toMatchObject({
      available: true,
      language: ['Anglais', 'Français'],
    });
    expect(ZMissionSearchQuery.parse({ contract: 'freelance,contract' }).contract).toEqual(['freelance', 'contract']);
    expect(ZManagerSearchQuery.safeParse({ minRating: '6' }).success).toBe(false);
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
    expect(cardSkills(['a', 'b', 'c', 'd', 'e']).moreLabel).toBe('+1 autre');
  });
});
