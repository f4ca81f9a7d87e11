import { distanceKm, GEO_MIN_QUERY_LENGTH, geoErrorMessages } from '#contracts/geo-terms';
import { GeocodingError, type Geocoder, type LocationSuggestion } from '#server/adapters/geocoding/index';
import { AppError } from '#server/http/errors';

/** Up to 5 places for what the user typed; nothing below 2 characters. Geocoder failures become the spec's messages. */
export async function searchLocations(geocoder: Geocoder, query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  if (query.length < GEO_MIN_QUERY_LENGTH) return [];
  try {
    return await geocoder.search(query, signal);
  } catch (error) {
    if (!(error instanceof GeocodingError)) throw error;
    throw error.failure === 'unavailable'
      ? new AppError(503, 'SERVICE_UNAVAILABLE', geoErrorMessages.unavailable)
      : new AppError(502, 'UPSTREAM_ERROR', geoErrorMessages.failed);
  }
}

/** How far submitted coordinates may be from the geocoder's for the same place. */
const PLACE_TOLERANCE_KM = 5;

export type ResolvedPlace = { city: string; latitude: number; longitude: number };

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * A place a form says it took from the suggestions, checked against the geocoder: one of the
 * suggestions for its name must carry that name and lie within `toleranceKm` of the given
 * coordinates. Returns the geocoder's own name and coordinates, or null when none matches.
 */
export async function resolvePlace(
  geocoder: Geocoder,
  place: ResolvedPlace,
  toleranceKm: number = PLACE_TOLERANCE_KM,
): Promise<ResolvedPlace | null> {
  const suggestions = await searchLocations(geocoder, place.city);
  const match = suggestions.find(
    (suggestion) => comparable(suggestion.city) === comparable(place.city) && distanceKm(suggestion, place) <= toleranceKm,
  );
  return match ? { city: match.city, latitude: match.latitude, longitude: match.longitude } : null;
}
