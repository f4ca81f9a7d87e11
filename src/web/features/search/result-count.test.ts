import { describe, expect, it } from 'vitest';
import { resultCount } from './result-count.ts';

/** Intl groups digits with a narrow no-break space; compare with plain ones. */
const count = (...args: Parameters<typeof resultCount>) => resultCount(...args).replace(/[\u00a0\u202f]/g, ' ');

describe('resultCount', () => {
  it('says the exact number, singular for one', () => {
    expect(count('managers', { total: 1 })).toBe('1 community manager trouvé');
    expect(count('managers', { total: 0 })).toBe('0 community managers trouvés');
    expect(count('jobs', { total: 1 })).toBe('1 mission trouvée');
    expect(count('jobs', { total: 12500 })).toBe('12 500 missions trouvées');
  });

  it('says "Plus de" when the search stopped counting', () => {
    expect(count('managers', { total: 1000, totalIsLowerBound: true })).toBe('Plus de 1 000 community managers trouvés');
    expect(count('jobs', { total: 1000, totalIsLowerBound: true })).toBe('Plus de 1 000 missions trouvées');
  });
});
