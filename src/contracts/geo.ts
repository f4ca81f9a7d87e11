import { z } from 'zod';

/** Location search starts at this many characters (spec §4, §9). */
export const GEO_MIN_QUERY_LENGTH = 2;
/** Longest query the API accepts. */
export const GEO_MAX_QUERY_LENGTH = 200;
/** At most this many suggestions per search (spec §9). */
export const GEO_MAX_SUGGESTIONS = 5;
/** Countries searched, as ISO 3166-1 alpha-2 lowercase codes (spec §7, §9). */
export const GEO_COUNTRIES = ['fr', 'be', 'ch', 'ca'] as const;

export const ZGeoCountryCode = z.enum(GEO_COUNTRIES);
export type TGeoCountryCode = z.infer<typeof ZGeoCountryCode>;

/** Country names as shown to users. */
export const geoCountryNames: Record<TGeoCountryCode, string> = {
  fr: 'France',
  be: 'Belgique',
  ch: 'Suisse',
  ca: 'Canada',
};

/** The spec's location-search failures (§8); an aborted search shows nothing. */
export const geoErrorMessages = {
  unavailable: 'Le service de localisation est temporairement indisponible. Veuillez réessayer dans quelques instants.',
  failed: 'Impossible de charger les suggestions. Veuillez réessayer plus tard.',
} as const;

export const ZLocationSuggestion = z.object({
  placeId: z.string(),
  /** The city, town, village or municipality: what fills the location field. */
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  countryCode: ZGeoCountryCode,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** One line for the list, e.g. 'Lyon, Auvergne-Rhône-Alpes, France'. */
  label: z.string(),
});
export type TLocationSuggestion = z.infer<typeof ZLocationSuggestion>;

/** GET /api/geo/search?q= — a query shorter than GEO_MIN_QUERY_LENGTH answers no suggestions. */
export const ZGeoSearchQuery = z.object({
  q: z.string().trim().max(GEO_MAX_QUERY_LENGTH),
});
export type TGeoSearchQuery = z.infer<typeof ZGeoSearchQuery>;

export const ZGeoSearchResponse = z.object({
  suggestions: z.array(ZLocationSuggestion).max(GEO_MAX_SUGGESTIONS),
});
export type TGeoSearchResponse = z.infer<typeof ZGeoSearchResponse>;

/** The one-line label of a place: city, state (when known), country. */
export function locationLabel(place: { city: string; state: string | null; country: string }): string {
  return [place.city, place.state, place.country].filter((part) => part).join(', ');
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine formula). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
