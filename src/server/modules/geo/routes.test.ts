import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGeoSearchResponse } from '#contracts/geo';
import { geoErrorMessages } from '#contracts/geo-terms';
import { createTestApp, type TestApp } from '#server/testing/app';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A Nominatim stand-in on loopback; `handler` decides how it answers. */
async function startGeocoderServer(initial: Handler) {
  const state = { handler: initial, requests: 0, closedRequests: 0 };
  const server = createServer((request, response) => {
    state.requests++;
    response.once('close', () => state.closedRequests++);
    state.handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const search = (t: TestApp, q: string) => t.app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}` });

describe('GET /api/geo/search with the offline gazetteer (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('suggests Lyon with its coordinates, to anyone', async () => {
    const response = await search(t, 'Lyo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { suggestions } = ZGeoSearchResponse.parse(response.json());
    expect(suggestions[0]).toMatchObject({
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countryCode: 'fr',
      label: 'Lyon, Auvergne-Rhône-Alpes, France',
    });
    expect(suggestions[0]!.latitude).toBeCloseTo(45.75, 1);
    expect(suggestions[0]!.longitude).toBeCloseTo(4.85, 1);
  });

  it('gives at most 5 suggestions', async () => {
    const response = await search(t, 'sa');
    expect(response.json().suggestions).toHaveLength(5);
  });

  it('answers an empty list below 2 characters (after trimming)', async () => {
    for (const q of ['L', '', '  L  ']) {
      const response = await search(t, q);
      expect(response.statusCode, q).toBe(200);
      expect(response.json()).toEqual({ suggestions: [] });
    }
  });

  it('refuses a missing or overlong query with our error shape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/geo/search' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');
    expect((await search(t, 'x'.repeat(201))).statusCode).toBe(400);
  });

  // Last: it uses up this IP's allowance.
  it('limits searches to 60 a minute per IP', async () => {
    let last = await search(t, 'lyon');
    for (let i = 0; i < 60 && last.statusCode === 200; i++) last = await search(t, 'lyon');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/geo/search with a Nominatim service (GEOCODER_URL)', () => {
  it('answers 503 with the network-failure message once 1 + 3 attempts spaced 1 s, 2 s, 4 s have failed', async () => {
    const geocoder = await startGeocoderServer((_request, response) => {
      response.writeHead(500);
      response.end();
    });
    const t = await createTestApp({ GEOCODER_URL: geocoder.url });
    try {
      const started = performance.now();
      const response = await search(t, 'Lyon');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: geoErrorMessages.unavailable, requestId: response.headers['x-request-id'] },
      });
      expect(response.json().error.message).toBe(
        'Le service de localisation est temporairement indisponible. Veuillez réessayer dans quelques instants.',
      );
      expect(geocoder.state.requests).toBe(4);
      expect(performance.now() - started).toBeGreaterThanOrEqual(6900);
    } finally {
      await t.close();
      await geocoder.close();
    }
  }, 20_000);

  it('answers 502 with the other-failure message when the service refuses the request, and maps a good answer', async () => {
    const geocoder = await startGeocoderServer((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end('{"error":"bad request"}');
    });
    const t = await createTestApp({ GEOCODER_URL: geocoder.url });
    try {
      const failed = await search(t, 'Lyon');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        error: { code: 'UPSTREAM_ERROR', message: geoErrorMessages.failed, requestId: failed.headers['x-request-id'] },
      });
      expect(failed.json().error.message).toBe('Impossible de charger les suggestions. Veuillez réessayer plus tard.');
      expect(geocoder.state.requests).toBe(1);

      geocoder.state.handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify([
            {
              place_id: 123,
              lat: '50.8465573',
              lon: '4.351697',
              address: { city: 'Bruxelles - Brussel', state: 'Bruxelles-Capitale', country: 'België / Belgique / Belgien', country_code: 'be' },
            },
          ]),
        );
      };
      const found = await search(t, 'Bruxelles');
      expect(found.statusCode).toBe(200);
      expect(found.json().suggestions).toEqual([
        {
          placeId: '123',
          city: 'Bruxelles - Brussel',
          state: 'Bruxelles-Capitale',
          country: 'België / Belgique / Belgien',
          countryCode: 'be',
          latitude: 50.8465573,
          longitude: 4.351697,
          label: 'Bruxelles - Brussel, Bruxelles-Capitale, België / Belgique / Belgien',
        },
      ]);
    } finally {
      await t.close();
      await geocoder.close();
    }
  });

  it('cancels the upstream request when the browser gives up', async () => {
    const geocoder = await startGeocoderServer(() => {
      // Never answers.
    });
    const t = await createTestApp({ GEOCODER_URL: geocoder.url });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const request = get(`${address}/api/geo/search?q=Lyon`, { agent: false });
      request.on('error', () => {
        // Expected: we hang up.
      });
      await expect.poll(() => geocoder.state.requests).toBe(1);
      request.destroy();
      await expect.poll(() => geocoder.state.closedRequests, { timeout: 2000 }).toBe(1);
      expect(geocoder.state.requests).toBe(1);
    } finally {
      await t.close();
      await geocoder.close();
    }
  });
});
