import { plural } from './text-terms.ts';

export const SEARCH_TYPES = ['managers', 'jobs'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<TSearchType, string> = { managers: 'Community Managers', jobs: 'Missions' };

export const SEARCH_PAGE_SIZE = 20;
/** Deep pages are refused (offset 10 000): refine the search instead. */
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_INDUSTRY_MAX_LENGTH = 100;
/**
 * Totals are exact up to this many results; past it the search stops counting and answers
 * this number with `totalIsLowerBound` (shown as 'Plus de 1 000 résultats'). With text, the
 * best-ranked first page is chosen among this many matches, best rated or newest first.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** The radii a user picks around a city (km), and the one a city starts with. */
export const SEARCH_RADII_KM = [10, 25, 50, 100] as const;
export type TSearchRadius = (typeof SEARCH_RADII_KM)[number];
export const DEFAULT_SEARCH_RADIUS_KM: TSearchRadius = 25;
/** Cards show at most 4 skill tags, then '+N autres' (spec §9). */
export const MAX_CARD_SKILLS = 4;

/** The location choice that is not a city. */
export const REMOTE_LOCATION = 'Télétravail';

/** Orders of the community managers' search; relevance is the rating's order when there is no text. */
export const MANAGER_SORTS = ['relevance', 'rating', 'rate_asc', 'rate_desc', 'newest'] as const;
export type TManagerSort = (typeof MANAGER_SORTS)[number];
export const MANAGER_SORT_LABELS: Record<TManagerSort, string> = {
  relevance: 'Pertinence',
  rating: 'Meilleures notes',
  rate_asc: 'Tarif croissant',
  rate_desc: 'Tarif décroissant',
  newest: 'Derniers inscrits',
};

/** Orders of the missions' search; relevance is the newest first when there is no text. */
export const MISSION_SORTS = ['relevance', 'newest', 'budget_asc', 'budget_desc'] as const;
export type TMissionSort = (typeof MISSION_SORTS)[number];
export const MISSION_SORT_LABELS: Record<TMissionSort, string> = {
  relevance: 'Pertinence',
  newest: 'Plus récentes',
  budget_asc: 'Budget croissant',
  budget_desc: 'Budget décroissant',
};

/** The minimum ratings offered (members without reviews never pass one). */
export const MIN_RATINGS = [3, 4, 4.5] as const;
export const minRatingLabel = (rating: number) => `${String(rating).replace('.', ',')} et plus`;

export const WORK_MODES = ['remote', 'onsite'] as const;
export type TWorkMode = (typeof WORK_MODES)[number];
/** Not 'Télétravail': that is the location's remote choice, beside it. */
export const WORK_MODE_LABELS: Record<TWorkMode, string> = { remote: 'À distance', onsite: 'Sur site' };

/** 'Publiée depuis': how far back, in hours. */
export const PUBLISHED_WITHIN_VALUES = ['24h', '7d', '30d'] as const;
export type TPublishedWithin = (typeof PUBLISHED_WITHIN_VALUES)[number];
export const PUBLISHED_WITHIN_HOURS: Record<TPublishedWithin, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
export const PUBLISHED_WITHIN_LABELS: Record<TPublishedWithin, string> = {
  '24h': 'Moins de 24 h',
  '7d': 'Moins de 7 jours',
  '30d': 'Moins de 30 jours',
};

export const searchMessages = {
  empty: 'Aucun résultat trouvé',
} as const;

/** The tags a card shows and the '+N autres' label for the rest ('+1 autre' for one; null when none are hidden). */
export function cardSkills(skills: readonly string[], max: number = MAX_CARD_SKILLS) {
  const hidden = Math.max(0, skills.length - max);
  return { shown: skills.slice(0, max), hidden, moreLabel: hidden > 0 ? `+${plural(hidden, 'autre', 'autres')}` : null };
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether a location text is the remote choice ('teletravail', ' Télétravail '). */
export const isRemoteLocation = (value: string) => fold(value) === fold(REMOTE_LOCATION);
