import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGeoSearchQuery, ZGeoSearchResponse } from '#contracts/geo';
import { isAbortError, type Geocoder } from '#server/adapters/geocoding/index';
import { searchLocations } from './service.ts';

export type GeoRoutesOptions = {
  geocoder: Geocoder;
  /** Load the gazetteer in the background once the app is ready, so the first search is fast. */
  preload?: boolean;
  /** Searches per minute and IP. */
  rateLimitMax?: number;
};

export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { geocoder, preload = true, rateLimitMax = 60 }) => {
  if (preload && geocoder.warmUp) {
    const warmUp = geocoder.warmUp.bind(geocoder);
    app.addHook('onReady', async () => {
      warmUp().catch((error: unknown) => app.log.error({ err: error }, 'geocoder warm-up failed'));
    });
  }

  /** Public: location suggestions for the registration and profile forms. */
  app.get('/api/geo/search', {
    schema: { querystring: ZGeoSearchQuery, response: { 200: ZGeoSearchResponse } },
    config: { access: 'public', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      // The browser gave up (a newer keystroke): stop asking the geocoder on its behalf.
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const suggestions = await searchLocations(geocoder, request.query.q, controller.signal);
        reply.header('cache-control', 'public, max-age=3600');
        return { suggestions };
      } catch (error) {
        if (controller.signal.aborted && isAbortError(error)) {
          request.log.debug('location search aborted by the client');
          return reply.hijack();
        }
        throw error;
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  });
};
