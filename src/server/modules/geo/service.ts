import { GEO_MIN_QUERY_LENGTH, geoErrorMessages } from '#contracts/geo-terms';
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
