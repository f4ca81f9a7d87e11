const integer = new Intl.NumberFormat('fr-FR');
/**
 * Dates and times are French time wherever the page is rendered (the server renders public pages,
 * the browser hydrates them: both must write the same text).
 */
export const FRENCH_TIME_ZONE = 'Europe/Paris';
const date = new Intl.DateTimeFormat('fr-FR', { timeZone: FRENCH_TIME_ZONE });

/** `formatCount(12500)` → `12 500` (French digit grouping). */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** `formatDate('2025-03-01T10:00:00Z')` → `01/03/2025`. */
export function formatDate(value: Date | string): string {
  return date.format(typeof value === 'string' ? new Date(value) : value);
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: FRENCH_TIME_ZONE });

/** `formatDateTime('2025-03-01T10:05:00')` → `01/03/2025 10:05` (French time). */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

/** French "de" before a name, elided before a vowel: `deBefore('Arthur')` → `d'`, `deBefore('Camille')` → `de `. */
export function deBefore(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? "d'" : 'de ';
}
