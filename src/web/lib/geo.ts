import type { TLocationSuggestion, TGeoSearchResponse } from '#contracts/geo';
import { geoErrorMessages } from '#contracts/geo-terms';
import { ApiError, apiGet } from './api-client.ts';

/** Place suggestions for a typed location (FR, BE, CH, CA; at most 5). */
export async function searchLocations(query: string, signal?: AbortSignal): Promise<TLocationSuggestion[]> {
  const search = new URLSearchParams({ q: query });
  return (await apiGet<TGeoSearchResponse>(`/api/geo/search?${search}`, signal)).suggestions;
}

/**
 * The spec's text for a failed location search: the service is unreachable (network down,
 * 503) or it answered something unusable (anything else).
 */
export function locationSearchErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isNetworkError || error.code === 'SERVICE_UNAVAILABLE')) {
    return geoErrorMessages.unavailable;
  }
  return geoErrorMessages.failed;
}
