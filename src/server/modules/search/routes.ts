import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZManagerSearchQuery, ZMissionSearchQuery, ZSearchJobsResponse, ZSearchManagersResponse } from '#contracts/search';
import type { Db } from '#server/db/index';
import { searchManagers, searchMissions } from './service.ts';
import { cachedPublicList } from '#server/http/visitor-cache';
import { cacheTags } from '#server/http/visitor-cache-tags';

/** Public search: community managers and open missions. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/search/managers', {
    config: cachedPublicList(() => [cacheTags.profilesSearch]),
    schema: { querystring: ZManagerSearchQuery, response: { 200: ZSearchManagersResponse } },
    handler: (request) => searchManagers(db, request.query),
  });
  app.get('/api/search/jobs', {
    config: cachedPublicList(() => [cacheTags.missionsSearch]),
    schema: { querystring: ZMissionSearchQuery, response: { 200: ZSearchJobsResponse } },
    handler: (request) => searchMissions(db, request.query),
  });
};
