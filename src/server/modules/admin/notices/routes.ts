import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminNoticesQuery, ZAdminNoticesResponse, ZAnswerComplaintRequest, ZDecideNoticeRequest } from '#contracts/notices';
import { ZIdParams } from '#contracts/applications';
import { requireViewer } from '#server/auth/index';
import { NO_CONTENT } from '#server/http/responses';
import { EVERYTHING_CHANGED } from '#server/http/visitor-cache-tags';
import { listDecidedNotices, listNoticeQueue } from '#server/modules/notices/index';
import type { AdminDeps } from '../deps.ts';
import { answerComplaint, decideNotice } from './service.ts';

/** Notice and action (DSA, ADR 0058): the one queue of notices and complaints, decisions, answers. */
export const noticesAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, links }) => {
  app.get('/notices', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminNoticesQuery, response: { 200: ZAdminNoticesResponse } },
    handler: async (request) => ({ items: await (request.query.view === 'decided' ? listDecidedNotices(db) : listNoticeQueue(db)) }),
  });

  // A decision may suspend an account or restrict any public content: every cached page goes (decisions are rare).
  app.post('/notices/:id/decision', {
    config: { access: 'admin', visitorCacheChanges: () => EVERYTHING_CHANGED },
    schema: { params: ZIdParams, body: ZDecideNoticeRequest, response: NO_CONTENT },
    handler: async (request, reply) => {
      await decideNotice(db, links(request), requireViewer(request).id, request.params.id, request.body);
      return reply.status(204).send();
    },
  });

  app.post('/complaints/:id/answer', {
    config: { access: 'admin', visitorCacheChanges: () => EVERYTHING_CHANGED },
    schema: { params: ZIdParams, body: ZAnswerComplaintRequest, response: NO_CONTENT },
    handler: async (request, reply) => {
      await answerComplaint(db, links(request), requireViewer(request).id, request.params.id, request.body);
      return reply.status(204).send();
    },
  });
};
