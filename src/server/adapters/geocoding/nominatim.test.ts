import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeocodingError } from './geocoder.ts';
import { createNominatimGeocoder, NOMINATIM_USER_AGENT, type NominatimOptions } from './nominatim.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Seen = { path: string; params: URLSearchParams; headers: IncomingHttpHeaders };

/** A real HTTP server on loopback that answers like Nominatim, or fails as told. */
let handler: Handler;
let seen: Seen[];
let baseUrl: string;
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  seen.push({ path: url.pathname, params: url.searchParams, headers: request.headers });
  handler(request, response);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  handler = json(200, nominatimAnswer);
});

function json(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

/** Answers with each handler in turn, the last one for good. */
function sequence(...handlers: Handler[]): Handler {
  let call = 0;
  return (request, response) => handlers[Math.min(call++, handlers.length - 1)]!(request, response);
}

const nominatimAnswer = [
  {
    place_id: 88_012_345,
    lat: '45.7578137',
    lon: '4.8320114',
    display_name: 'Lyon, Métropole de Lyon, Rhône, Auvergne-Rhône-Alpes, France métropolitaine, France',
    address: { city: 'Lyon', county: 'Métropole de Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France', country_code: 'fr' },
  },
  {
    place_id: 1234,
    lat: '45.7',
    lon: '4.8',
    display_name: 'Rue de Lyon, France',
    address: { road: 'Rue de Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France', country_code: 'fr' },
  },
  {
    place_id: 5678,
    lat: '46.2',
    lon: '6.1',
    address: { village: 'Lyonville', country: 'Suisse', country_code: 'ch' },
  },
  { place_id: 42, lat: '45.5', lon: '-73.6' },
];

const geocoder = (options: Partial<NominatimOptions> = {}) => createNominatimGeocoder({ baseUrl, baseDelayMs: 10, timeoutMs: 1000, ...options });

async function failureOf(promise: Promise<unknown>): Promise<GeocodingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeocodingError);
  return error as GeocodingError;
}

describe('Nominatim geocoder', () => {
  it('sends the spec parameters and headers, maps places and drops those without a city', async () => {
    const suggestions = await geocoder().search('  Lyon ');

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.path).toBe('/search');
    expect(Object.fromEntries(request!.params)).toEqual({
      q: 'Lyon',
      format: 'json',
      addressdetails: '1',
      countrycodes: 'fr,be,ch,ca',
      limit: '5',
    });
    expect(request!.headers['user-agent']).toBe(NOMINATIM_USER_AGENT);
    expect(request!.headers.accept).toBe('application/json');

    expect(suggestions).toEqual([
      {
        placeId: '88012345',
        city: 'Lyon',
        state: 'Auvergne-Rhône-Alpes',
        country: 'France',
        countryCode: 'fr',
        latitude: 45.7578137,
        longitude: 4.8320114,
        label: 'Lyon, Auvergne-Rhône-Alpes, France',
      },
      {
        placeId: '5678',
        city: 'Lyonville',
        state: null,
        country: 'Suisse',
        countryCode: 'ch',
        latitude: 46.2,
        longitude: 6.1,
        label: 'Lyonville, Suisse',
      },
    ]);
  });

  it('reads town and municipality too, and ignores places outside the four countries', async () => {
    handler = json(200, [
      { place_id: 1, lat: '50.4', lon: '4.4', address: { town: 'Charleroi', state: 'Wallonie', country: 'Belgique', country_code: 'be' } },
      { place_id: 2, lat: '46.8', lon: '-71.2', address: { municipality: 'Québec', state: 'Québec', country: 'Canada', country_code: 'ca' } },
      { place_id: 3, lat: '52.5', lon: '13.4', address: { city: 'Berlin', country: 'Deutschland', country_code: 'de' } },
    ]);
    const suggestions = await geocoder().search('ch');
    expect(suggestions.map((s) => s.label)).toEqual(['Charleroi, Wallonie, Belgique', 'Québec, Québec, Canada']);
  });

  it('succeeds after two 500s, waiting before each retry', async () => {
    handler = sequence(json(500, { error: 'down' }), json(500, { error: 'down' }), json(200, nominatimAnswer));
    const started = performance.now();
    const suggestions = await geocoder({ baseDelayMs: 20 }).search('Lyon');
    expect(suggestions[0]!.city).toBe('Lyon');
    expect(seen).toHaveLength(3);
    // 20 ms, then 40 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('retries a 429 too', async () => {
    handler = sequence(json(429, {}), json(200, nominatimAnswer));
    expect(await geocoder().search('Lyon')).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('gives up as "unavailable" after exactly 4 attempts of 5xx', async () => {
    handler = json(503, { error: 'down' });
    const error = await failureOf(geocoder().search('Lyon'));
    expect(error.failure).toBe('unavailable');
    expect(seen).toHaveLength(4);
  });

  it('is "unavailable" when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(geocoder({ baseUrl: `http://127.0.0.1:${port}`, retries: 1 }).search('Lyon'));
    expect(error.failure).toBe('unavailable');
  });

  it('fails a 400 as "failed" without retrying', async () => {
    handler = json(400, { error: 'bad request' });
    const error = await failureOf(geocoder().search('Lyon'));
    expect(error.failure).toBe('failed');
    expect(seen).toHaveLength(1);
  });

  it('fails malformed JSON or a non-list as "failed" without retrying', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[{"place_id": 1,');
    };
    expect((await failureOf(geocoder().search('Lyon'))).failure).toBe('failed');
    handler = json(200, { error: 'Unable to geocode' });
    expect((await failureOf(geocoder().search('Paris'))).failure).toBe('failed');
    expect(seen).toHaveLength(2);
  });

  it('treats a response slower than the timeout as a network failure and retries it', async () => {
    handler = sequence(
      (_request, response) => {
        setTimeout(() => json(200, nominatimAnswer)(_request, response), 500).unref();
      },
      json(200, nominatimAnswer),
    );
    const suggestions = await geocoder({ timeoutMs: 100 }).search('Lyon');
    expect(suggestions).toHaveLength(2);
    expect(seen).toHaveLength(2);

    seen = [];
    handler = () => {
      // Never answers.
    };
    const error = await failureOf(geocoder({ timeoutMs: 50, retries: 2 }).search('Lyon'));
    expect(error.failure).toBe('unavailable');
    expect(seen).toHaveLength(3);
  });

  it('rejects with an AbortError as soon as the caller aborts', async () => {
    handler = () => {
      // Never answers.
    };
    const controller = new AbortController();
    const search = geocoder({ timeoutMs: 300, retries: 0 }).search('Lyon', controller.signal);
    setTimeout(() => controller.abort(), 30);
    const started = performance.now();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(250);
    expect(seen).toHaveLength(1);
  });

  it('sends no retry once its only caller gave up, and searches afresh for the next one', async () => {
    handler = json(500, {});
    const controller = new AbortController();
    // A retry 5 s later: a search that joined the cancelled one would wait for it.
    const shared = geocoder({ baseDelayMs: 5000, retries: 1 });
    const search = shared.search('Lyon', controller.signal);
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(250);
    expect(seen).toHaveLength(1);

    handler = json(200, nominatimAnswer);
    const again = performance.now();
    expect(await shared.search('Lyon')).toHaveLength(2);
    expect(performance.now() - again).toBeLessThan(2500);
    expect(seen).toHaveLength(2);
  });

  it('sends concurrent searches for the same query upstream once', async () => {
    handler = (request, response) => setTimeout(() => json(200, nominatimAnswer)(request, response), 50).unref();
    const shared = geocoder();
    const [first, second] = await Promise.all([shared.search('Lyon'), shared.search(' lyon')]);
    expect(seen).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('answers a caller still waiting when another caller of the same query aborts', async () => {
    handler = (request, response) => setTimeout(() => json(200, nominatimAnswer)(request, response), 100).unref();
    const shared = geocoder();
    const controller = new AbortController();
    const leaving = shared.search('Lyon', controller.signal);
    const staying = shared.search('Lyon');
    setTimeout(() => controller.abort(), 20);
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    expect(await staying).toHaveLength(2);
    expect(seen).toHaveLength(1);
  });

  it('answers a repeated query from its cache (case and spaces ignored) until the entry expires', async () => {
    let now = 5_000;
    const cached = geocoder({ cacheTtlMs: 1000, now: () => now });
    const first = await cached.search('Lyon');
    expect(await cached.search('  lyon ')).toEqual(first);
    expect(seen).toHaveLength(1);

    now = 6_000;
    await cached.search('Lyon');
    expect(seen).toHaveLength(1);

    now = 6_001;
    await cached.search('Lyon');
    expect(seen).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    const cached = geocoder({ retries: 0 });
    handler = json(500, {});
    await failureOf(cached.search('Lyon'));
    handler = json(200, nominatimAnswer);
    expect(await cached.search('Lyon')).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('keeps a bounded cache, forgetting the least recently used answer', async () => {
    const cached = geocoder({ cacheSize: 2 });
    await cached.search('a1');
    await cached.search('a2');
    await cached.search('a1'); // a1 is now the most recent
    await cached.search('a3'); // evicts a2
    expect(seen.map((s) => s.params.get('q'))).toEqual(['a1', 'a2', 'a3']);
    await cached.search('a1');
    await cached.search('a2');
    expect(seen.map((s) => s.params.get('q'))).toEqual(['a1', 'a2', 'a3', 'a2']);
  });
});
