import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchJobsResponse, ZSearchManagersResponse, ZSearchQuery } from '#contracts/search';
import type { Db } from '#server/db/client';
import { searchJobs, searchManagers } from './service.ts';
import { CACHED_PUBLIC_LIST } from '#server/http/visitor-cache';

/** Public search: community managers and open missions. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/search/managers', {
    config: CACHED_PUBLIC_LIST,
    schema: { querystring: ZSearchQuery, response: { 200: ZSearchManagersResponse } },
    handler: (request) => searchManagers(db, request.query),
  });
  app.get('/api/search/jobs', {
    config: CACHED_PUBLIC_LIST,
    schema: { querystring: ZSearchQuery, response: { 200: ZSearchJobsResponse } },
    handler: (request) => searchJobs(db, request.query),
  });
};
