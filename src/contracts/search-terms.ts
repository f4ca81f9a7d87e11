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

/** A city matches what lies within this distance of its centre. */
export const SEARCH_RADIUS_KM = 30;
/** Cards show at most 4 skill tags, then '+N autres' (spec §9). */
export const MAX_CARD_SKILLS = 4;

export const REMOTE_LOCATION = 'Télétravail';
/** The location radio of the search page (spec §2), with each city's centre. */
export const SEARCH_LOCATIONS = [
  { name: REMOTE_LOCATION, remote: true },
  { name: 'Paris', remote: false, latitude: 48.8566, longitude: 2.3522 },
  { name: 'Lyon', remote: false, latitude: 45.764, longitude: 4.8357 },
  { name: 'Marseille', remote: false, latitude: 43.2965, longitude: 5.3698 },
  { name: 'Bordeaux', remote: false, latitude: 44.8378, longitude: -0.5792 },
] as const;
export const SEARCH_LOCATION_NAMES = ['Télétravail', 'Paris', 'Lyon', 'Marseille', 'Bordeaux'] as const;
export type TSearchLocation = (typeof SEARCH_LOCATION_NAMES)[number];

export const searchMessages = {
  empty: 'Aucun résultat trouvé',
} as const;

/** The tags a card shows and the '+N autres' label for the rest (null when none are hidden). */
export function cardSkills(skills: readonly string[], max: number = MAX_CARD_SKILLS) {
  const hidden = Math.max(0, skills.length - max);
  return { shown: skills.slice(0, max), hidden, moreLabel: hidden > 0 ? `+${hidden} autres` : null };
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** 'teletravail', ' LYON ' → the canonical name ('Télétravail', 'Lyon'); undefined for anything else. */
export function findSearchLocation(value: string): TSearchLocation | undefined {
  return SEARCH_LOCATION_NAMES.find((name) => fold(name) === fold(value));
}
