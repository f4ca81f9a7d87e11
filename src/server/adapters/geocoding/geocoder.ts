import type { TLocationSuggestion } from '#contracts/geo';

export type LocationSuggestion = TLocationSuggestion;

/** Turns a typed place name into at most GEO_MAX_SUGGESTIONS places in FR, BE, CH or CA. */
export interface Geocoder {
  readonly kind: 'gazetteer' | 'nominatim';
  /**
   * Rejects with a `GeocodingError` when the service fails, and with an `AbortError`
   * (never retried) as soon as `signal` aborts.
   */
  search(query: string, signal?: AbortSignal): Promise<LocationSuggestion[]>;
  /** Loads whatever the first search would otherwise wait for (optional). */
  warmUp?(): Promise<void>;
}

/**
 * - `unavailable`: the service could not be reached (network error, timeout, 5xx or 429
 *   after the retries) — the spec's "network failure".
 * - `failed`: it answered, but not usefully (4xx, malformed body) — the spec's "other failure".
 */
export type GeocodingFailure = 'unavailable' | 'failed';

export class GeocodingError extends Error {
  override readonly name = 'GeocodingError';

  constructor(
    readonly failure: GeocodingFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The error a search rejects with when its caller aborts. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (isAbortError(reason)) return reason as Error;
  return new DOMException('The geocoding search was aborted.', 'AbortError');
}
