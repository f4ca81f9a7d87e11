import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminStatsResponse } from '#contracts/admin';
import type { Db } from '#server/db/client';
import { getStats } from './service.ts';

/** Everything under /api/admin is for admins only: 401 anonymous, 403 members (ADR 0018). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/stats', {
    config: { access: 'admin' },
    schema: { response: { 200: ZAdminStatsResponse } },
    handler: () => getStats(db),
  });
};
