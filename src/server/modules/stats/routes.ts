import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSiteStatsResponse } from '#contracts/site-stats';
import type { Db } from '#server/db/index';
import { cachedPublicList } from '#server/http/visitor-cache';
import { cacheTags } from '#server/http/visitor-cache-tags';
import { siteStats } from './service.ts';

/** The home page's counters: real counts, cached with the lists they count. */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/site/stats', {
    config: cachedPublicList(() => [cacheTags.profilesSearch, cacheTags.missionsSearch, cacheTags.testimonials]),
    schema: { response: { 200: ZSiteStatsResponse } },
    handler: async () => siteStats(db),
  });
};
