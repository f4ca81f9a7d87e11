import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerApplicationRequest,
  ZApplicationResponse,
  ZApplicationsResponse,
  ZApplyRequest,
  ZIdParams,
  ZJobViewerState,
} from '#contracts/applications';
import { applicationMessages } from '#contracts/applications-terms';
import type { RealtimeBus } from '#server/adapters/realtime/bus';
import { requireViewer, userType } from '#server/auth/guards';
import type { Db } from '#server/db/client';
import { idOr404, unauthenticated } from '#server/http/errors';
import { jobMessages } from '#contracts/jobs-terms';
import type { Mailer } from '#server/modules/mail/service';
import { answerApplication, apply, jobViewerState, listOwnApplications, listReceivedApplications } from './service.ts';

type Options = { db: Db; bus: RealtimeBus; mailer: Mailer; publicUrl: string };

export const applicationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, bus, mailer, publicUrl }) => {
  app.post('/api/jobs/:id/applications', {
    schema: { params: ZIdParams, body: ZApplyRequest, response: { 201: ZApplicationResponse } },
    preValidation: async (request) => {
      if (!request.viewer) throw unauthenticated(applicationMessages.notAuthenticated);
    },
    handler: async (request, reply) => {
      const jobId = idOr404(request.params.id, jobMessages.notFound);
      const application = await apply(db, requireViewer(request), jobId, request.body.coverLetter);
      return reply.status(201).send({ application });
    },
  });

  app.get('/api/jobs/:id/viewer-state', {
    schema: { params: ZIdParams, response: { 200: ZJobViewerState } },
    handler: (request) =>
      jobViewerState(db, requireViewer(request), idOr404(request.params.id, jobMessages.notFound)),
  });

  app.get('/api/me/applications', {
    schema: { response: { 200: ZApplicationsResponse } },
    preHandler: userType('community_manager'),
    handler: async (request) => ({ applications: await listOwnApplications(db, requireViewer(request)) }),
  });

  app.get('/api/me/received-applications', {
    schema: { response: { 200: ZApplicationsResponse } },
    preHandler: userType('company', 'individual'),
    handler: async (request) => ({ applications: await listReceivedApplications(db, requireViewer(request)) }),
  });

  app.patch('/api/applications/:id', {
    schema: { params: ZIdParams, body: ZAnswerApplicationRequest, response: { 200: ZApplicationResponse } },
    handler: async (request) => {
      const id = idOr404(request.params.id, applicationMessages.notFound);
      const application = await answerApplication(db, bus, mailer, publicUrl, requireViewer(request), id, request.body.status);
      return { application };
    },
  });
};
