import { findSearchLocation, SEARCH_MAX_PAGE, SEARCH_TYPES, type TSearchLocation, type TSearchType } from '#contracts/search-terms';

/**
 * Everything the search page shows lives in its address, so a search can be shared and the
 * back button restores it: `/search?type=jobs&q=instagram&specialty=<id>&specialty=<id>&industry=Mode&location=Lyon&page=2`.
 */
export type TSearchState = {
  type: TSearchType;
  q: string;
  /** Skill ids (any-of). */
  specialties: string[];
  /** An industry sector name. */
  industry?: string;
  location?: TSearchLocation;
  page: number;
};

/** The filters sent to the API (the tab chooses the endpoint). */
export type TSearchFilters = Omit<TSearchState, 'type' | 'q'> & { q?: string };

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

function parseLocation(value: string | null): TSearchLocation | undefined {
  return value ? findSearchLocation(value) : undefined;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1;
}

const isSearchType = (value: string | null): value is TSearchType => SEARCH_TYPES.some((type) => type === value);

/** Reads the address; anything unknown or malformed is dropped rather than failing the page. */
export function parseSearchParams(params: URLSearchParams): TSearchState {
  const type = params.get(SEARCH_PARAM.type);
  const specialties = [...params.getAll(SEARCH_PARAM.specialty), ...params.getAll('specialties')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(isUuid);
  return {
    type: isSearchType(type) ? type : 'managers',
    q: params.get(SEARCH_PARAM.q) ?? '',
    specialties: [...new Set(specialties)],
    industry: params.get(SEARCH_PARAM.industry)?.trim() || undefined,
    location: parseLocation(params.get(SEARCH_PARAM.location)),
    page: parsePage(params.get(SEARCH_PARAM.page)),
  };
}

/** The address of a search state (empty values and page 1 are left out). */
export function toSearchParams(state: TSearchState): URLSearchParams {
  const params = new URLSearchParams({ [SEARCH_PARAM.type]: state.type });
  if (state.q) params.set(SEARCH_PARAM.q, state.q);
  for (const id of state.specialties) params.append(SEARCH_PARAM.specialty, id);
  if (state.industry) params.set(SEARCH_PARAM.industry, state.industry);
  if (state.location) params.set(SEARCH_PARAM.location, state.location);
  if (state.page > 1) params.set(SEARCH_PARAM.page, String(state.page));
  return params;
}

/** What the API is asked for this state. */
export function toSearchFilters(state: TSearchState): TSearchFilters {
  return {
    q: state.q.trim() || undefined,
    specialties: state.specialties,
    industry: state.industry,
    location: state.location,
    page: state.page,
  };
}

/** The query string of GET /api/search/{managers,jobs}. */
export function searchQueryString(filters: TSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const id of filters.specialties) params.append('specialties', id);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.location) params.set('location', filters.location);
  params.set('page', String(filters.page));
  return params.toString();
}

/** Whether anything narrows the search (text or a filter). */
export function hasCriteria(state: TSearchState): boolean {
  return Boolean(state.q.trim() || state.specialties.length || state.industry || state.location);
}
