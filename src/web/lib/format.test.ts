import { describe, expect, it } from 'vitest';
import { formatPrice } from '#contracts/payments-terms';
import { deBefore, formatBudget, formatCount, formatDate, formatDateTime, formatHourlyRate, formatRoundedCount } from './format.ts';

/** Intl separates with narrow or regular no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('fr-FR formatters', () => {
  it('shows cents as euros', () => {
    expect(plain(formatPrice(300))).toBe('3,00 €');
  });

  it('writes every price range alike: grouped digits, a spaced dash, the unit once', () => {
    expect(plain(formatBudget(2050, 2850))).toBe('2 050 – 2 850 €');
    expect(plain(formatBudget(500, 500))).toBe('500 €');
    expect(formatBudget(500, null)).toBe('Budget à définir');
    expect(formatBudget(null, null, 'À définir')).toBe('À définir');
    expect(plain(formatHourlyRate(40, 60)!)).toBe('40 – 60 €/h');
    expect(formatHourlyRate(40, null)).toBe('à partir de 40 €/h');
    expect(formatHourlyRate(null, 70)).toBe("jusqu'à 70 €/h");
    // Nobody entered a rate: nothing to show (no invented default).
    expect(formatHourlyRate(null, null)).toBeNull();
  });

  it('rounds counts down as a marketplace shows them, and shows nothing for zero', () => {
    expect([0, 7, 10, 57, 100, 301, 1234, 12_500].map((n) => formatRoundedCount(n) && plain(formatRoundedCount(n)!))).toEqual([
      null,
      '7',
      '10+',
      '50+',
      '100+',
      '300+',
      '1 200+',
      '12 000+',
    ]);
  });

  it('groups digits the French way', () => {
    expect(plain(formatCount(12500))).toBe('12 500');
  });

  it('shows dates day first', () => {
    expect(formatDate(new Date(2025, 2, 1, 12))).toBe('01/03/2025');
  });

  it('writes French time wherever it runs (the server renders pages the browser hydrates)', () => {
    expect(formatDate('2025-03-01T23:30:00Z')).toBe('02/03/2025');
    expect(formatDateTime('2025-07-01T22:05:00Z')).toBe('02/07/2025 00:05');
  });

  it('elides de before a vowel, accented ones included', () => {
    expect(['Arthur Thomas', 'Élodie', 'Camille', 'Hugo'].map((name) => `${deBefore(name)}${name}`)).toEqual([
      "d'Arthur Thomas",
      "d'Élodie",
      'de Camille',
      'de Hugo',
    ]);
  });
});
