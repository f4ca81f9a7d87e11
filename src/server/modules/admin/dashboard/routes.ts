import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminStatsResponse } from '#contracts/admin';
import type { AdminDeps } from '../deps.ts';
import { getStats } from './service.ts';

/** 'Tableau de bord': counters, monthly series, recent activity, system health. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get('/stats', {
    config: { access: 'admin' },
    schema: { response: { 200: ZAdminStatsResponse } },
    handler: () => getStats(db),
  });
};
