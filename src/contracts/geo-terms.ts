/** Location search starts at this many characters (spec §4, §9). */
export const GEO_MIN_QUERY_LENGTH = 2;
/** Longest query the API accepts. */
export const GEO_MAX_QUERY_LENGTH = 200;
/** At most this many suggestions per search (spec §9). */
export const GEO_MAX_SUGGESTIONS = 5;
/** What an empty location field invites to type. */
export const LOCATION_PLACEHOLDER = 'Entrez une ville';
/** Countries searched, as ISO 3166-1 alpha-2 lowercase codes (spec §7, §9). */
export const GEO_COUNTRIES = ['fr', 'be', 'ch', 'ca'] as const;
export type TGeoCountryCode = (typeof GEO_COUNTRIES)[number];

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

/** The one-line label of a place: city, state (when known), country. */
export function locationLabel(place: { city: string; state: string | null; country: string }): string {
  return [place.city, place.state, place.country].filter((part) => part).join(', ');
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine formula). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
