import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminBackgroundJobsQuery, ZAdminBackgroundJobsResponse } from '#contracts/admin-background-jobs';
import { adminBackgroundJobMessages } from '#contracts/admin-background-jobs-terms';
import { zParam } from '#contracts/text';
import { requireViewer } from '#server/auth/guards';
import { idOr404 } from '#server/http/errors';
import { NO_CONTENT } from '#server/http/responses';
import type { AdminDeps } from '../deps.ts';
import { listFailedJobs, retryFailedJob } from './service.ts';

const byId = z.object({ id: zParam() });

/** 'Tâches en échec': the worker's failed background jobs, and 'Relancer' (ADR 0042). */
export const backgroundJobsAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get('/background-jobs', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminBackgroundJobsQuery, response: { 200: ZAdminBackgroundJobsResponse } },
    handler: (request) => listFailedJobs(db, request.query),
  });
  app.post('/background-jobs/:id/retry', {
    config: { access: 'admin' },
    schema: { params: byId, response: NO_CONTENT },
    handler: async (request, reply) => {
      const id = idOr404(request.params.id, adminBackgroundJobMessages.notFound);
      await retryFailedJob(db, requireViewer(request).id, id);
      return reply.status(204).send();
    },
  });
};
