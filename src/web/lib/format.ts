import { MISSING_BUDGET } from '#contracts/missions-terms';
import type { TBidBasis, TVolumeKind } from '#contracts/briefs-terms';

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

/**
 * Every price, rate and budget the site shows goes through here, so they all read alike:
 * French digit grouping, a spaced en dash between bounds, the unit once at the end.
 */

/** `formatEuroRange(2050, 2850)` → `2 050 – 2 850 €`; one bound → `à partir de 40 €/h`, `jusqu'à 70 €/h`; none → null. */
export function formatEuroRange(min: number | null | undefined, max: number | null | undefined, unit: '€' | '€/h' = '€'): string | null {
  if (min != null && max != null) return min === max ? `${formatCount(min)} ${unit}` : `${formatCount(min)} – ${formatCount(max)} ${unit}`;
  if (min != null) return `à partir de ${formatCount(min)} ${unit}`;
  if (max != null) return `jusqu'à ${formatCount(max)} ${unit}`;
  return null;
}

/** A mission's budget, shown only when both bounds are known (spec §9); `missing` otherwise. */
export function formatBudget(min: number | null | undefined, max: number | null | undefined, missing: string = MISSING_BUDGET): string {
  return min != null && max != null ? formatEuroRange(min, max)! : missing;
}

/** A community manager's hourly rate as they entered it, or null when they did not (nothing is shown then). */
export function formatHourlyRate(min: number | null | undefined, max: number | null | undefined): string | null {
  return formatEuroRange(min, max, '€/h');
}

/**
 * A count as a marketplace shows it, rounded down: exact below 10, then to the ten below 100 and to
 * two significant digits above (`301` → `300+`, `1 234` → `1 200+`); null for zero (nothing to show).
 */
export function formatRoundedCount(value: number): string | null {
  if (value <= 0) return null;
  if (value < 10) return formatCount(value);
  const step = 10 ** Math.max(1, Math.floor(Math.log10(value)) - 1);
  return `${formatCount(Math.floor(value / step) * step)}+`;
}

/** `formatVolume('posts', 12)` → `12 publications / mois`; `formatVolume('moderation_hours', 1)` → `1 h de modération / mois`. */
export function formatVolume(kind: TVolumeKind, value: number): string {
  const plural = value > 1 ? 's' : '';
  const unit: Record<TVolumeKind, string> = {
    posts: `publication${plural}`,
    stories: `stor${value > 1 ? 'ies' : 'y'}`,
    short_videos: `vidéo${plural} courte${plural}`,
    moderation_hours: 'h de modération',
  };
  return `${formatCount(value)} ${unit[kind]} / mois`;
}

/**
 * `formatBidPrice(1200, 'monthly')` → `1 200 € / mois`; `formatBidPrice(3600, 'total')` → `3 600 € au total`;
 * with the months a total covers, `3 600 € au total sur 3 mois`.
 */
export function formatBidPrice(amount: number, basis: TBidBasis, months: number | null = null): string {
  if (basis === 'monthly') return `${formatCount(amount)} € / mois`;
  return `${formatCount(amount)} € au total${months === null ? '' : ` sur ${formatCount(months)} mois`}`;
}

/**
 * A total price per month over the months its applicant said it covers, rounded and marked as
 * computed (`soit ≈ 833 € / mois, calculé`); null for a monthly price or a total without a duration.
 */
export function formatMonthlyEquivalent({ amount, basis, months }: { amount: number; basis: TBidBasis; months: number | null }): string | null {
  if (basis !== 'total' || months === null) return null;
  return `soit ≈ ${formatCount(Math.round(amount / months))} € / mois (calculé à partir du total et de la durée)`;
}

/** A calendar day as stored ('2026-12-01') → `01/12/2026`, the same in every time zone. */
export function formatDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}
