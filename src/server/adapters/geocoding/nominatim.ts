import { setTimeout as sleep } from 'node:timers/promises';
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

/** A bounded map that forgets the least recently used entry, and entries older than the TTL. */
class AnswerCache {
  private readonly entries = new Map<string, { value: LocationSuggestion[]; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): LocationSuggestion[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value.map((suggestion) => ({ ...suggestion }));
  }

  set(key: string, value: LocationSuggestion[]) {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}

const cacheKey = (query: string) => query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Retry on these: the service is down, overloaded or asking us to slow down. */
const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/** Real counterpart: a Nominatim-compatible service (spec §7), with retries, a timeout and a cache. */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const {
    userAgent = NOMINATIM_USER_AGENT,
    retries = 3,
    baseDelayMs = 1000,
    timeoutMs = 5000,
    cacheSize = 500,
    cacheTtlMs = 24 * 60 * 60 * 1000,
    now = Date.now,
  } = options;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/search`;
  const cache = new AnswerCache(cacheSize, cacheTtlMs, now);

  /** One attempt: the suggestions, or a GeocodingError saying whether another attempt may help. */
  async function attempt(query: string, signal: AbortSignal | undefined): Promise<LocationSuggestion[]> {
    const url = new URL(endpoint);
    url.search = new URLSearchParams({
      q: query,
      format: 'json',
      addressdetails: '1',
      countrycodes: GEO_COUNTRIES.join(','),
      limit: String(GEO_MAX_SUGGESTIONS),
    }).toString();
    const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);

    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'Accept-Language': 'fr', 'User-Agent': userAgent },
        signal: attemptSignal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      throw new RetryableError(new GeocodingError('unavailable', 'geocoder unreachable', { cause: error }));
    }
    if (isRetryableStatus(status)) {
      throw new RetryableError(new GeocodingError('unavailable', `geocoder answered ${status}`));
    }
    if (status < 200 || status >= 300) throw new GeocodingError('failed', `geocoder answered ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new GeocodingError('failed', 'geocoder answered malformed JSON', { cause: error });
    }
    return toSuggestions(body);
  }

  return {
    kind: 'nominatim',
    async search(query, signal) {
      if (signal?.aborted) throw abortError(signal);
      const key = cacheKey(query);
      const cached = cache.get(key);
      if (cached) return cached;

      for (let retry = 0; ; retry++) {
        try {
          const suggestions = await attempt(query.trim(), signal);
          cache.set(key, suggestions);
          return suggestions.map((suggestion) => ({ ...suggestion }));
        } catch (error) {
          if (!(error instanceof RetryableError)) throw error;
          if (retry >= retries) throw error.failure;
          try {
            await sleep(baseDelayMs * 2 ** retry, undefined, { signal });
          } catch (sleepError) {
            if (signal?.aborted) throw abortError(signal);
            throw sleepError;
          }
        }
      }
    },
  };
}

/** Internal marker: this attempt failed in a way another attempt may fix. */
class RetryableError extends Error {
  constructor(readonly failure: GeocodingError) {
    super(failure.message);
  }
}
