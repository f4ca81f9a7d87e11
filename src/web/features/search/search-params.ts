import { JOB_TYPES, type TJobType } from '#contracts/missions-terms';
import {
  DEFAULT_SEARCH_RADIUS_KM,
  isRemoteLocation,
  MANAGER_SORTS,
  MIN_RATINGS,
  MISSION_SORTS,
  PUBLISHED_WITHIN_VALUES,
  REMOTE_LOCATION,
  SEARCH_MAX_PAGE,
  SEARCH_RADII_KM,
  SEARCH_TYPES,
  WORK_MODES,
  type TManagerSort,
  type TMissionSort,
  type TPublishedWithin,
  type TSearchRadius,
  type TSearchType,
  type TWorkMode,
} from '#contracts/search-terms';

/**
 * Everything the search page shows lives in its address, so a search can be shared, saved and
 * the back button restores it:
 * `/search?type=jobs&q=instagram&specialty=<id>&industry=Mode&location=Lyon&lat=45.76&lon=4.84&radius=50&sort=newest&page=2`.
 * Apart from `type` and `specialty`, the names are the API's own (ZManagerSearchQuery, ZMissionSearchQuery);
 * the address keeps only the shown tab's filters, so switching tabs leaves the other tab's behind.
 */
export type TSearchState = {
  type: TSearchType;
  q: string;
  /** Skill ids (any-of). */
  specialties: string[];
  /** An industry sector name. */
  industry?: string;
  /** 'Télétravail', or a city (with its centre when a suggestion gave it). */
  location?: string;
  lat?: number;
  lon?: number;
  radius: TSearchRadius;
  sort: TManagerSort | TMissionSort;
  // Community managers
  /** A rate range id of the catalog. */
  rate?: string;
  /** An experience level id of the catalog. */
  experience?: string;
  minRating?: number;
  available: boolean;
  /** Language names, all of them. */
  languages: string[];
  // Missions
  budgetMin?: number;
  budgetMax?: number;
  contracts: TJobType[];
  workMode?: TWorkMode;
  published?: TPublishedWithin;
  page: number;
};

/** The one tab's filters, as the API takes them (the tab chooses the endpoint). */
export type TSearchFilters = Record<string, string | string[]>;

export const SEARCH_PARAM = {
  type: 'type',
  q: 'q',
  /** Repeated for each chosen speciality; the home page's quick search sends one. */
  specialty: 'specialty',
  industry: 'industry',
  location: 'location',
  page: 'page',
} as const;

/** The API answers 400 to a malformed id; the page drops it instead. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID_PATTERN.test(value);
const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined => values.find((candidate) => candidate === value);

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1;
}

function parseNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

const parseAmount = (value: string | null) => {
  const amount = parseNumber(value, 0, 10_000_000);
  return amount === undefined ? undefined : Math.round(amount);
};

const listOf = (params: URLSearchParams, ...names: string[]) =>
  names
    .flatMap((name) => params.getAll(name))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const isSearchType = (value: string | null): value is TSearchType => SEARCH_TYPES.some((type) => type === value);

/** Reads the address; anything unknown or malformed is dropped rather than failing the page. */
export function parseSearchParams(params: URLSearchParams): TSearchState {
  const rawType = params.get(SEARCH_PARAM.type);
  const type = isSearchType(rawType) ? rawType : 'managers';
  const location = params.get(SEARCH_PARAM.location)?.trim() || undefined;
  const lat = parseNumber(params.get('lat'), -90, 90);
  const lon = parseNumber(params.get('lon'), -180, 180);
  const hasCentre = location !== undefined && !isRemoteLocation(location) && lat !== undefined && lon !== undefined;
  const sorts: readonly (TManagerSort | TMissionSort)[] = type === 'managers' ? MANAGER_SORTS : MISSION_SORTS;
  const rate = params.get('rate');
  const experience = params.get('experience');
  return {
    type,
    q: params.get(SEARCH_PARAM.q) ?? '',
    specialties: [...new Set(listOf(params, SEARCH_PARAM.specialty, 'specialties').filter(isUuid))],
    industry: params.get(SEARCH_PARAM.industry)?.trim() || undefined,
    location: location && isRemoteLocation(location) ? REMOTE_LOCATION : location,
    lat: hasCentre ? lat : undefined,
    lon: hasCentre ? lon : undefined,
    radius: oneOf(SEARCH_RADII_KM, Number(params.get('radius'))) ?? DEFAULT_SEARCH_RADIUS_KM,
    sort: oneOf(sorts, params.get('sort')) ?? 'relevance',
    rate: rate && isUuid(rate) ? rate : undefined,
    experience: experience && isUuid(experience) ? experience : undefined,
    minRating: oneOf(MIN_RATINGS, Number(params.get('minRating'))),
    available: params.get('available') === '1' || params.get('available') === 'true',
    languages: [...new Set(listOf(params, 'language'))],
    budgetMin: parseAmount(params.get('budgetMin')),
    budgetMax: parseAmount(params.get('budgetMax')),
    contracts: [...new Set(listOf(params, 'contract').filter((value): value is TJobType => oneOf(JOB_TYPES, value) !== undefined))],
    workMode: oneOf(WORK_MODES, params.get('workMode')),
    published: oneOf(PUBLISHED_WITHIN_VALUES, params.get('published')),
    page: parsePage(params.get(SEARCH_PARAM.page)),
  };
}

/** The tab's criteria as query parameters (no type, no page), in a stable order. */
function criteriaOf(state: TSearchState): [string, string][] {
  const entries: [string, string | number | undefined][] = [
    ['q', state.q],
    ...state.specialties.map((id): [string, string] => [SEARCH_PARAM.specialty, id]),
    ['industry', state.industry],
    ['location', state.location],
  ];
  const isCity = state.location !== undefined && state.location !== REMOTE_LOCATION;
  if (isCity) entries.push(['lat', state.lat], ['lon', state.lon], ['radius', state.radius === DEFAULT_SEARCH_RADIUS_KM ? undefined : state.radius]);
  entries.push(['sort', state.sort === 'relevance' ? undefined : state.sort]);
  if (state.type === 'managers') {
    entries.push(
      ['rate', state.rate],
      ['experience', state.experience],
      ['minRating', state.minRating],
      ['available', state.available ? '1' : undefined],
      ...state.languages.map((name): [string, string] => ['language', name]),
    );
  } else {
    entries.push(
      ['budgetMin', state.budgetMin],
      ['budgetMax', state.budgetMax],
      ...state.contracts.map((type): [string, string] => ['contract', type]),
      ['workMode', state.workMode],
      ['published', state.published],
    );
  }
  return entries
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => [key, String(value)]);
}

/** The address of a search state (empty values, defaults and page 1 are left out). */
export function toSearchParams(state: TSearchState): URLSearchParams {
  const params = new URLSearchParams({ [SEARCH_PARAM.type]: state.type });
  for (const [key, value] of criteriaOf(state)) params.append(key, value);
  if (state.page > 1) params.set(SEARCH_PARAM.page, String(state.page));
  return params;
}

/** What the API is asked for this state (the tab's own criteria, trimmed text, the page). */
export function toSearchFilters(state: TSearchState): TSearchFilters {
  const filters: TSearchFilters = {};
  for (const [key, value] of criteriaOf({ ...state, q: state.q.trim() })) {
    const name = key === SEARCH_PARAM.specialty ? 'specialties' : key;
    const current = filters[name];
    filters[name] = current === undefined ? value : [...[current].flat(), value];
  }
  filters.page = String(state.page);
  return filters;
}

/** The query string of GET /api/search/{managers,jobs}. */
export function searchQueryString(filters: TSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) for (const item of [value].flat()) params.append(key, item);
  return params.toString();
}

/** Whether anything narrows the search (text or a filter). */
export function hasCriteria(state: TSearchState): boolean {
  return criteriaOf({ ...state, q: state.q.trim(), sort: 'relevance' }).length > 0;
}
