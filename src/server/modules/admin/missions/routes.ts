import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminApplicationsQuery, ZAdminApplicationsResponse, ZAdminJobsQuery, ZAdminJobsResponse } from '#contracts/admin-missions';
import { adminMissionMessages } from '#contracts/admin-missions-terms';
import { zParam } from '#contracts/text';
import { requireViewer } from '#server/auth/index';
import { idOr404 } from '#server/http/errors';
import type { AdminDeps } from '../deps.ts';
import { closeJobAsAdmin, deleteJobAsAdmin, listApplications, listJobs } from './service.ts';
import { missionChanged } from '#server/http/visitor-cache-tags';
import { NO_CONTENT } from '#server/http/responses';

const byId = z.object({ id: zParam() });

/** 'Gestion des missions' and 'Gestion des candidatures' (spec screens 3 and 4). */
export const missionsAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, links }) => {
  app.get('/jobs', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminJobsQuery, response: { 200: ZAdminJobsResponse } },
    handler: (request) => listJobs(db, request.query),
  });
  app.post('/jobs/:id/close', {
    config: { access: 'admin', visitorCacheChanges: missionChanged },
    schema: { params: byId, response: NO_CONTENT },
    handler: async (request, reply) => {
      const id = idOr404(request.params.id, adminMissionMessages.jobNotFound);
      await closeJobAsAdmin(db, links(request), requireViewer(request).id, id);
      return reply.status(204).send();
    },
  });
  app.delete('/jobs/:id', {
    config: { access: 'admin', visitorCacheChanges: missionChanged },
    schema: { params: byId, response: NO_CONTENT },
    handler: async (request, reply) => {
      const id = idOr404(request.params.id, adminMissionMessages.jobNotFound);
      await deleteJobAsAdmin(db, links(request), requireViewer(request).id, id);
      return reply.status(204).send();
    },
  });
  app.get('/applications', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminApplicationsQuery, response: { 200: ZAdminApplicationsResponse } },
    handler: (request) => listApplications(db, request.query),
  });
};
