import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminStatsResponse } from '#contracts/admin';
import { admin } from '#server/auth/guards';
import type { Db } from '#server/db/client';
import { getStats } from './service.ts';

/** Everything under /api/admin is for admins only: 401 anonymous, 403 members. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', admin);
  app.get('/stats', {
    schema: { response: { 200: ZAdminStatsResponse } },
    handler: () => getStats(db),
  });
};
