import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJobDetailResponse, ZJobParams } from '#contracts/jobs';
import type { Db } from '#server/db/client';
import { getJob } from './service.ts';

/** Mission detail: public, except drafts, which only their owner sees. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/jobs/:id', {
    config: { access: 'public' },
    schema: { params: ZJobParams, response: { 200: ZJobDetailResponse } },
    handler: async (request) => ({ job: await getJob(db, request.params.id, request.viewer?.id ?? null) }),
  });
};
