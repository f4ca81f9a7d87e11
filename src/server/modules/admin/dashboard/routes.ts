import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminDashboardResponse } from '#contracts/admin';
import type { AdminDeps } from '../deps.ts';
import { getDashboard } from './service.ts';

/** 'Tableau de bord': counters with their trend, monthly series, recent activity, system health. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, storage, config }) => {
  app.get('/dashboard', {
    config: { access: 'admin' },
    schema: { response: { 200: ZAdminDashboardResponse } },
    handler: () => getDashboard(db, storage, config.payments.provider),
  });
};
