import { describe, expect, it } from 'vitest';
import { parseTextQuery, prefixOf } from './text-query.ts';

describe('parseTextQuery', () => {
  it('folds case and accents, drops punctuation, short and function words', () => {
    expect(parseTextQuery('Les Community-Managers à Montréal !')).toEqual({
      words: ['community-managers', 'montreal'],
      text: 'community-managers montreal',
    });
    expect(parseTextQuery("l'agence d'Élodie")).toEqual({ words: ['agence', 'elodie'], text: 'agence elodie' });
  });

  it('gives nothing to search for blank or empty queries', () => {
    expect(parseTextQuery(undefined)).toBeNull();
    expect(parseTextQuery('  - à de  ')).toBeNull();
  });

  it('keeps at most 8 distinct words', () => {
    expect(parseTextQuery('seo seo seo')!.words).toEqual(['seo']);
    expect(parseTextQuery('un1 deux trois quatre cinq six sept huit neuf dix')!.words).toHaveLength(8);
  });
});

describe('prefixOf', () => {
  it('removes hyphens and a plural s', () => {
    expect(prefixOf('e-commerce')).toBe('ecommerce');
    expect(prefixOf('managers')).toBe('manager');
    expect(prefixOf('seo')).toBe('seo');
    expect(prefixOf('ads')).toBe('ads');
  });
});
