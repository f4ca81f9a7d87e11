import { describe, expect, it } from 'vitest';
import { formatPrice } from '#contracts/payments-terms';
import { deBefore, formatCount, formatDate, formatDateTime } from './format.ts';

/** Intl separates with narrow or regular no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('fr-FR formatters', () => {
  it('shows cents as euros', () => {
    expect(plain(formatPrice(300))).toBe('3,00 €');
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
