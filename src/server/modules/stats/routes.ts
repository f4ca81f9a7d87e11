import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSiteStatsResponse } from '#contracts/site-stats';
import type { Db } from '#server/db/index';
import type { TaggedMemos } from '#server/http/tagged-memos';
import { cachedPublicList } from '#server/http/visitor-cache';
import { cacheTags } from '#server/http/visitor-cache-tags';
import { siteStats } from './service.ts';

/**
 * How old the counters may be: real counts (ADR 0052), not live ones. At 100,000 profiles each is
 * a full count, so an instance counts at most this often, whatever the writes (ADR 0060).
 */
const SITE_STATS_MAX_AGE_MS = 30_000;

/** The home page's counters: real counts, kept in the instance up to 30 s, and cached with the lists they count. */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Db; referenceData: TaggedMemos }> = async (app, { db, referenceData }) => {
  // Dropped only by what drops everything (a suspension, a deletion): a new mission waits for the age.
  const counted = referenceData.memo('site stats', { tags: [], ttlMs: SITE_STATS_MAX_AGE_MS }, () => siteStats(db));
  app.get('/api/site/stats', {
    config: cachedPublicList(() => [cacheTags.profilesSearch, cacheTags.missionsSearch, cacheTags.testimonials]),
    schema: { response: { 200: ZSiteStatsResponse } },
    handler: async () => counted(),
  });
};
