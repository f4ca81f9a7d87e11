import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUserParams, ZAdminUserResponse, ZAdminUsersFilters, ZAdminUsersQuery, ZAdminUsersResponse } from '#contracts/admin-users';
import { requireViewer } from '#server/auth/index';
import type { AdminDeps } from '../deps.ts';
import { exportFileName, exportUsersCsv } from './export.ts';
import { listUsers } from './service.ts';
import { reactivateUser, suspendUser } from './suspension.ts';
import { EVERYTHING_CHANGED } from '#server/http/visitor-cache-tags';

/**
 * 'Gestion des utilisateurs': the list with its counts per type, its CSV export, and
 * suspending / reactivating an account.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, links }) => {
  app.get('/users', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersResponse } },
    handler: (request) => listUsers(db, request.query),
  });

  app.get('/users/export.csv', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminUsersFilters },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(await exportUsersCsv(db, request.query)),
  });

  app.post('/users/:id/suspend', {
    config: { access: 'admin', visitorCacheChanges: () => EVERYTHING_CHANGED },
    schema: { params: ZAdminUserParams, response: { 200: ZAdminUserResponse } },
    handler: async (request) => ({ user: await suspendUser(db, links(request), requireViewer(request), request.params.id) }),
  });

  app.post('/users/:id/reactivate', {
    config: { access: 'admin', visitorCacheChanges: () => EVERYTHING_CHANGED },
    schema: { params: ZAdminUserParams, response: { 200: ZAdminUserResponse } },
    handler: async (request) => ({ user: await reactivateUser(db, links(request), requireViewer(request), request.params.id) }),
  });
};
