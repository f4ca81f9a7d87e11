/** Spec §9 display defaults for a community manager's missing values. */
export const DEFAULT_HOURLY_RATE = { min: 30, max: 50 } as const;
export const DEFAULT_EXPERIENCE_YEARS = 3;
export const DEFAULT_RATING = 4.0;
/** Proficiency is out of 5, a bar of 20 % per level (spec §9). */
export const PROFICIENCY_MAX = 5;
/** Reviews listed on a profile page, newest first. */
export const PROFILE_REVIEWS_LIMIT = 50;

export const profileMessages = {
  notFoundTitle: 'Profil introuvable',
  notFoundDescription: "Ce profil n'existe pas ou a été supprimé.",
  /** The API's 404 message (spec §2, verbatim). */
  notFound: "Profil introuvable - Ce profil n'existe pas ou a été supprimé.",
} as const;

/** '30–50 €/h' with the spec's defaults when neither bound is known. */
export function formatRate(min: number | null | undefined, max: number | null | undefined): string {
  if (min == null && max == null) return `${DEFAULT_HOURLY_RATE.min}–${DEFAULT_HOURLY_RATE.max} €/h`;
  if (min != null && max != null) return min === max ? `${min} €/h` : `${min}–${max} €/h`;
  return min != null ? `${min}+ €/h` : `jusqu'à ${max} €/h`;
}

/** '3 ans d'expérience' (default 3), '1 an d'expérience'. */
export function formatExperience(years: number | null | undefined): string {
  const value = years ?? DEFAULT_EXPERIENCE_YEARS;
  return `${value} ${value <= 1 ? 'an' : 'ans'} d'expérience`;
}

const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '4,0' when the member has no rating yet (spec §9's 4.0), one decimal in French otherwise ('4,8'). */
export function formatRating(rating: number | null | undefined): string {
  return ratingFormat.format(rating ?? DEFAULT_RATING);
}

/** Width of a proficiency bar in percent: 20 % per level, clamped to 0–100. */
export function proficiencyPercent(level: number): number {
  return Math.min(PROFICIENCY_MAX, Math.max(0, Math.round(level))) * (100 / PROFICIENCY_MAX);
}
