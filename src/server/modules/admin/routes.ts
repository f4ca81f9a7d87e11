import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages } from '#contracts/errors-terms';
import { AppError } from '#server/http/errors';
import { backgroundJobsAdminRoutes } from './background-jobs/routes.ts';
import { blogAdminRoutes } from './blog/routes.ts';
import { catalogAdminRoutes } from './catalog/routes.ts';
import { dashboardAdminRoutes } from './dashboard/routes.ts';
import { mailLinksFor } from '#server/http/origins';
import type { AdminDeps, AdminOptions } from './deps.ts';
import { missionsAdminRoutes } from './missions/routes.ts';
import { moderationAdminRoutes } from './moderation/routes.ts';
import { noticesAdminRoutes } from './notices/routes.ts';
import { settingsAdminRoutes } from './settings/routes.ts';
import { usersAdminRoutes } from './users/routes.ts';

/**
 * The back-office API, mounted under /api/admin: one plugin per area. Every route declares
 * `access: 'admin'` (401 anonymous, 403 members; ADR 0018); the authorization matrix checks it.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, { db, storage, config }) => {
  // Not `...options`: the parent's `prefix` would be applied twice.
  const links = mailLinksFor({ publicUrl: config.publicUrl, origins: config.origins, authSecret: config.authSecret });
  const deps: AdminDeps = { db, storage, config, links };
  // The admin setting "two-factor": an admin without an enrolled authenticator is refused every
  // back-office route (the web app sends them to /admin/securite). Runs after each route's access
  // check (its onRequest hook), before the body is read: visitors still get 401, members 403.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const viewer = request.viewer;
    if (viewer?.role === 'admin' && !viewer.twoFactorEnabled && (await app.siteSettings.get()).twoFactorEnabled) {
      throw new AppError(403, 'TWO_FACTOR_REQUIRED', errorMessages.twoFactorRequired);
    }
    return payload;
  });
  for (const area of [
    dashboardAdminRoutes,
    usersAdminRoutes,
    missionsAdminRoutes,
    catalogAdminRoutes,
    moderationAdminRoutes,
    noticesAdminRoutes,
    blogAdminRoutes,
    settingsAdminRoutes,
    backgroundJobsAdminRoutes,
  ]) {
    await app.register(area, deps);
  }
};
