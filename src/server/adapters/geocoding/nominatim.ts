import { LRUCache } from 'lru-cache';
import pRetry from 'p-retry';
import { z } from 'zod';
import { ZGeoCountryCode } from '#contracts/geo';
import { GEO_COUNTRIES, GEO_MAX_SUGGESTIONS, geoCountryNames, locationLabel } from '#contracts/geo-terms';
import { GeocodingError, abortError, type Geocoder, type LocationSuggestion } from './geocoder.ts';

export const NOMINATIM_USER_AGENT = 'CMConnect/1.0 (contact@cmconnect.fr)';

export type NominatimOptions = {
  /** Base URL of a Nominatim-compatible service; `/search` is appended. */
  baseUrl: string;
  userAgent?: string;
  /** Retries after the first attempt (spec: 3). */
  retries?: number;
  /** Delay before the first retry, doubled before each next one (spec: 1000 ms). */
  baseDelayMs?: number;
  /** Time limit of one attempt, body included. */
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Clock for the cache (tests). */
  now?: () => number;
};

const ZNominatimPlace = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      state: z.string().optional(),
      country: z.string().optional(),
      country_code: z.string().optional(),
    })
    .optional(),
});

/** Nominatim's answer → our suggestions; places without a city, town, village or municipality are dropped. */
export function toSuggestions(body: unknown): LocationSuggestion[] {
  if (!Array.isArray(body)) throw new GeocodingError('failed', 'geocoder answered something other than a list');
  const suggestions: LocationSuggestion[] = [];
  const labels = new Set<string>();
  for (const item of body) {
    const parsed = ZNominatimPlace.safeParse(item);
    if (!parsed.success) continue;
    const { place_id, lat, lon, address } = parsed.data;
    const city = address?.city ?? address?.town ?? address?.village ?? address?.municipality;
    const countryCode = ZGeoCountryCode.safeParse(address?.country_code?.toLowerCase());
    if (!city || !countryCode.success) continue;
    const state = address?.state ?? null;
    const country = address?.country ?? geoCountryNames[countryCode.data];
    const label = locationLabel({ city, state, country });
    if (labels.has(label)) continue;
    labels.add(label);
    suggestions.push({
      placeId: String(place_id),
      city,
      state,
      country,
      countryCode: countryCode.data,
      latitude: lat,
      longitude: lon,
      label,
    });
    if (suggestions.length >= GEO_MAX_SUGGESTIONS) break;
  }
  return suggestions;
}

const cacheKey = (query: string) => query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Retry on these: the service is down, overloaded or asking us to slow down. */
const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/** `promise`, or an AbortError as soon as `signal` aborts (the promise itself goes on). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Real counterpart: a Nominatim-compatible service (spec §7), with retries (p-retry), a timeout
 * per attempt and an LRU cache whose `fetchMethod` sends concurrent searches for the same query
 * upstream once. A caller that aborts stops waiting at once; the shared search goes on while
 * anyone still waits for it, and is cancelled upstream when the last one gives up (the public
 * Nominatim asks for one request a second: a search nobody reads is not sent on).
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const {
    userAgent = NOMINATIM_USER_AGENT,
    retries = 3,
    baseDelayMs = 1000,
    timeoutMs = 5000,
    cacheSize = 500,
    cacheTtlMs = 24 * 60 * 60 * 1000,
    now,
  } = options;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/search`;

  /** One attempt: the suggestions, or a GeocodingError ('unavailable' ones are retried). */
  async function attempt(query: string, cancelled: AbortSignal): Promise<LocationSuggestion[]> {
    const url = new URL(endpoint);
    url.search = new URLSearchParams({
      q: query,
      format: 'json',
      addressdetails: '1',
      countrycodes: GEO_COUNTRIES.join(','),
      limit: String(GEO_MAX_SUGGESTIONS),
    }).toString();

    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'Accept-Language': 'fr', 'User-Agent': userAgent },
        signal: AbortSignal.any([cancelled, AbortSignal.timeout(timeoutMs)]),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new GeocodingError('unavailable', 'geocoder unreachable', { cause: error });
    }
    if (isRetryableStatus(status)) throw new GeocodingError('unavailable', `geocoder answered ${status}`);
    if (status < 200 || status >= 300) throw new GeocodingError('failed', `geocoder answered ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new GeocodingError('failed', 'geocoder answered malformed JSON', { cause: error });
    }
    return toSuggestions(body);
  }

  // Keyed by the normalised query; the context is the query as typed (trimmed), sent upstream.
  const cache = new LRUCache<string, LocationSuggestion[], string>({
    max: cacheSize,
    ttl: cacheTtlMs,
    ...(now && { perf: { now }, ttlResolution: 0 }),
    // A search pushed out of a full cache while in flight still answers those waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: (key, _stale, { context: query }) => {
      const cancelled = waiting.get(key)?.controller.signal ?? new AbortController().signal;
      return pRetry(() => attempt(query, cancelled), {
        signal: cancelled,
        retries,
        minTimeout: baseDelayMs,
        factor: 2,
        unref: true,
        shouldRetry: ({ error }) => error instanceof GeocodingError && error.failure === 'unavailable',
      });
    },
  });

  /** Callers waiting for each query's search, and the switch that cancels it when none is left. */
  const waiting = new Map<string, { count: number; controller: AbortController }>();

  function wait(key: string, signal: AbortSignal | undefined) {
    let entry = waiting.get(key);
    if (!entry) waiting.set(key, (entry = { count: 0, controller: new AbortController() }));
    const waiter = entry;
    waiter.count += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      signal?.removeEventListener('abort', giveUp);
      waiter.count -= 1;
      if (waiter.count > 0 || waiting.get(key) !== waiter) return false;
      waiting.delete(key);
      return true;
    };
    const giveUp = () => {
      if (!leave()) return;
      waiter.controller.abort();
      cache.delete(key);
    };
    signal?.addEventListener('abort', giveUp, { once: true });
    return leave;
  }

  return {
    kind: 'nominatim',
    async search(query, signal) {
      if (signal?.aborted) throw abortError(signal);
      const key = cacheKey(query);
      const leave = wait(key, signal);
      try {
        const suggestions = await unlessAborted(cache.forceFetch(key, { context: query.trim() }), signal);
        return suggestions.map((suggestion) => ({ ...suggestion }));
      } finally {
        leave();
      }
    },
  };
}
