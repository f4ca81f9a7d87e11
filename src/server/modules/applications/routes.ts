import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerApplicationRequest,
  ZApplicationResponse,
  ZOwnApplicationsResponse,
  ZApplyRequest,
  ZIdParams,
  ZJobViewerState,
  ZApplicationCounts,
  ZReceivedApplicationsQuery,
  ZReceivedApplicationsResponse,
} from '#contracts/applications';
import { applicationMessages } from '#contracts/applications-terms';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { mailLinksFor, type MailLinkSettings } from '#server/http/origins';
import { idOr404 } from '#server/http/errors';
import { ZJobApplicationsResponse } from '#contracts/missions';
import { ZBidsQuery, ZBidsResponse } from '#contracts/briefs';
import { listMissionBids } from './bids.ts';
import { jobMessages } from '#contracts/missions-messages';
import {
  answerApplication,
  apply,
  countOwnApplications,
  countReceivedApplications,
  jobViewerState,
  listJobApplications,
  listOwnApplications,
  listReceivedApplications,
} from './service.ts';
import { missionChanged } from '#server/http/visitor-cache-tags';

type Options = { db: Db } & MailLinkSettings;

export const applicationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, ...mailLinks }) => {
  const links = mailLinksFor(mailLinks);

  app.post('/api/jobs/:id/applications', {
    config: {
      // The mission shows how many applied.
      visitorCacheChanges: missionChanged,
      access: {
        userTypes: ['community_manager'],
        anonymous: applicationMessages.notAuthenticated,
        forbidden: applicationMessages.onlyManagers,
      },
    },
    schema: { params: ZIdParams, body: ZApplyRequest, response: { 201: ZApplicationResponse } },
    handler: async (request, reply) => {
      const jobId = idOr404(request.params.id, jobMessages.notFound);
      const application = await apply(db, links(request), requireViewer(request), jobId, request.body);
      return reply.status(201).send({ application });
    },
  });

  /** One mission's received applications, for its owner (opening them marks them seen). */
  app.get('/api/jobs/:id/applications', {
    config: { access: 'owner' },
    schema: { params: ZIdParams, response: { 200: ZJobApplicationsResponse } },
    handler: async (request) => {
      const jobId = idOr404(request.params.id, jobMessages.notFound);
      return { applications: await listJobApplications(db, requireViewer(request), jobId) };
    },
  });

  /** The side-by-side comparison of a mission's bids still in play, for its owner. */
  app.get('/api/jobs/:id/bids', {
    config: { access: 'owner' },
    schema: { params: ZIdParams, querystring: ZBidsQuery, response: { 200: ZBidsResponse } },
    handler: async (request, reply) => {
      const jobId = idOr404(request.params.id, jobMessages.notFound);
      return reply.send(await listMissionBids(db, requireViewer(request), jobId, request.query.sort));
    },
  });

  app.get('/api/jobs/:id/viewer-state', {
    config: { access: 'signedIn' },
    schema: { params: ZIdParams, response: { 200: ZJobViewerState } },
    handler: (request) => jobViewerState(db, requireViewer(request), idOr404(request.params.id, jobMessages.notFound)),
  });

  app.get('/api/me/applications', {
    config: { access: { userTypes: ['community_manager'] }, inProcess: true },
    schema: { response: { 200: ZOwnApplicationsResponse } },
    handler: async (request) => ({ applications: await listOwnApplications(db, requireViewer(request)) }),
  });

  app.get('/api/me/applications/counts', {
    config: { access: { userTypes: ['community_manager'] }, inProcess: true },
    schema: { response: { 200: ZApplicationCounts } },
    handler: (request) => countOwnApplications(db, requireViewer(request)),
  });

  app.get('/api/me/received-applications', {
    config: { access: { userTypes: ['company', 'individual'] }, inProcess: true },
    schema: { querystring: ZReceivedApplicationsQuery, response: { 200: ZReceivedApplicationsResponse } },
    handler: (request) => listReceivedApplications(db, requireViewer(request), request.query),
  });

  app.get('/api/me/received-applications/counts', {
    config: { access: { userTypes: ['company', 'individual'] }, inProcess: true },
    schema: { response: { 200: ZApplicationCounts } },
    handler: (request) => countReceivedApplications(db, requireViewer(request)),
  });

  app.patch('/api/applications/:id', {
    config: { access: 'owner' },
    schema: { params: ZIdParams, body: ZAnswerApplicationRequest, response: { 200: ZApplicationResponse } },
    handler: async (request) => {
      const id = idOr404(request.params.id, applicationMessages.notFound);
      const application = await answerApplication(db, links(request), requireViewer(request), id, request.body);
      return { application };
    },
  });
};
