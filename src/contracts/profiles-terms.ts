/**
 * What a community manager without any published review shows instead of a rating (ADR 0052:
 * no figure nobody entered, so no default rating, rate or experience either).
 */
export const NEW_MEMBER_LABEL = 'Nouveau';
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

/** '3 ans d'expérience', '1 an d'expérience'. */
export function formatExperience(years: number): string {
  return `${years} ${years <= 1 ? 'an' : 'ans'} d'expérience`;
}

const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** One decimal in French ('4,8'); a member without reviews shows NEW_MEMBER_LABEL instead. */
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

/** Width of a proficiency bar in percent: 20 % per level, clamped to 0–100. */
export function proficiencyPercent(level: number): number {
  return Math.min(PROFICIENCY_MAX, Math.max(0, Math.round(level))) * (100 / PROFICIENCY_MAX);
}
