import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogAdminRoutes } from './blog/routes.ts';
import { catalogAdminRoutes } from './catalog/routes.ts';
import { dashboardAdminRoutes } from './dashboard/routes.ts';
import type { AdminDeps } from './deps.ts';
import { missionsAdminRoutes } from './missions/routes.ts';
import { moderationAdminRoutes } from './moderation/routes.ts';
import { settingsAdminRoutes } from './settings/routes.ts';
import { usersAdminRoutes } from './users/routes.ts';

/**
 * The back-office API, mounted under /api/admin: one plugin per area. Every route declares
 * `access: 'admin'` (401 anonymous, 403 members; ADR 0018); the authorization matrix checks it.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, storage, config }) => {
  // Not `...options`: the parent's `prefix` would be applied twice.
  const deps: AdminDeps = { db, storage, config };
  for (const area of [
    dashboardAdminRoutes,
    usersAdminRoutes,
    missionsAdminRoutes,
    catalogAdminRoutes,
    moderationAdminRoutes,
    blogAdminRoutes,
    settingsAdminRoutes,
  ]) {
    await app.register(area, deps);
  }
};
