import { ZManagerSearchQuery, ZMissionSearchQuery, type TManagerSearchQuery, type TMissionSearchQuery } from '#contracts/search';
import { searchPlaces } from '#server/adapters/geocoding/index';
import type { Db } from '#server/db/index';
import { findExperienceLevel, findRateRange } from '#server/modules/catalog/index';
import type { SearchArea } from './filters.ts';
import { fold } from './text-query.ts';

/** A range of the catalog (rates in euros, experience in years); no upper bound when `max` is null. */
export type CatalogRange = { min: number; max: number | null };

/** The community managers' search, with the catalog ranges and the city it names resolved. */
export type ManagerSearch = {
  query: TManagerSearchQuery;
  area: SearchArea | null;
  rate: CatalogRange | null;
  experience: CatalogRange | null;
};

/** The missions' search, with its city resolved; alerts add a lower bound on the publication time. */
export type MissionSearch = {
  query: TMissionSearchQuery;
  area: SearchArea | null;
  /** Only missions published strictly after this instant (mission alerts). */
  publishedAfter?: Date;
};

/**
 * The French city a name stands for when the address carries no coordinates (an old link, the
 * home page's quick search): the offline gazetteer's most populous French place of that name.
 */
function frenchCityCentre(name: string): { latitude: number; longitude: number } | null {
  const french = searchPlaces(name).filter((place) => place.countryCode === 'fr');
  const place = french.find((candidate) => fold(candidate.city) === fold(name)) ?? french[0];
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** Télétravail, or the city and radius of the query; null when it names no place. */
export function searchAreaOf(query: Pick<TManagerSearchQuery, 'location' | 'lat' | 'lon' | 'radius'>): SearchArea | null {
  if (!query.location) return null;
  if (query.location === 'Télétravail') return { remote: true };
  const centre =
    query.lat !== undefined && query.lon !== undefined ? { latitude: query.lat, longitude: query.lon } : frenchCityCentre(query.location);
  return { remote: false, name: query.location, centre, radiusKm: query.radius };
}

/** A rate range or experience level the admin deleted since the link was made filters nothing. */
export async function resolveManagerSearch(db: Db, query: TManagerSearchQuery): Promise<ManagerSearch> {
  const [rate, experience] = await Promise.all([
    query.rate ? findRateRange(db, query.rate) : undefined,
    query.experience ? findExperienceLevel(db, query.experience) : undefined,
  ]);
  return { query, area: searchAreaOf(query), rate: rate ?? null, experience: experience ?? null };
}

export function resolveMissionSearch(query: TMissionSearchQuery, bounds: { publishedAfter?: Date } = {}): MissionSearch {
  return { query, area: searchAreaOf(query), ...bounds };
}

/** The search page's address as the API's input: without `type` and `page`, `specialty` named `specialties`. */
function searchInput(params: URLSearchParams | string): Record<string, string | string[]> {
  const source = typeof params === 'string' ? new URLSearchParams(params) : params;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(source.keys())) {
    if (key === 'type' || key === 'page') continue;
    // The page names each skill `specialty`; the API `specialties`.
    const name = key === 'specialty' ? 'specialties' : key;
    const values = [...[input[name] ?? []].flat(), ...source.getAll(key)];
    input[name] = values.length === 1 ? values[0]! : values;
  }
  return input;
}

/**
 * The search page's address (`/search?type=jobs&q=…&specialty=…&budgetMin=…`) as the missions
 * search it shows: the one parse the page's API call and saved searches' alerts share. The page
 * number is dropped (an alert looks at every result). Throws a ZodError when a value is malformed.
 */
export function parseMissionSearch(params: URLSearchParams | string): TMissionSearchQuery {
  return ZMissionSearchQuery.parse(searchInput(params));
}

/** The same for the community managers' tab (`/search?q=…&sort=rating&languages=…`). Throws a ZodError when malformed. */
export function parseManagerSearch(params: URLSearchParams | string): TManagerSearchQuery {
  return ZManagerSearchQuery.parse(searchInput(params));
}
