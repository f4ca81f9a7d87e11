import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminMessageCounters,
  ZAdminMessagesQuery,
  ZAdminMessagesResponse,
  ZAdminReviewsQuery,
  ZAdminReviewsResponse,
  ZApproveReviewResponse,
} from '#contracts/admin-moderation';
import { ZIdParams } from '#contracts/applications';
import { requireViewer } from '#server/auth/index';
import type { AdminDeps } from '../deps.ts';
import { listAdminMessages, messageCounters, removeMessage } from './messages-service.ts';
import { approveReview, deleteReview, listAdminReviews } from './reviews-service.ts';
import { REVIEWS_CHANGED } from '#server/http/visitor-cache-tags';
import { NO_CONTENT } from '#server/http/responses';

/** Moderation (spec screens 10 'Gestion des avis' and 11 'Gestion des messages'). */
export const moderationAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get('/reviews', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminReviewsQuery, response: { 200: ZAdminReviewsResponse } },
    handler: (request) => listAdminReviews(db, request.query),
  });

  app.post('/reviews/:id/approve', {
    config: { access: 'admin', visitorCacheChanges: () => REVIEWS_CHANGED },
    schema: { params: ZIdParams, response: { 200: ZApproveReviewResponse } },
    handler: async (request) => ({ review: await approveReview(db, requireViewer(request).id, request.params.id) }),
  });

  app.delete('/reviews/:id', {
    config: { access: 'admin', visitorCacheChanges: () => REVIEWS_CHANGED },
    schema: { params: ZIdParams, response: NO_CONTENT },
    handler: async (request, reply) => {
      await deleteReview(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  });

  app.get('/messages', {
    config: { access: 'admin' },
    schema: { querystring: ZAdminMessagesQuery, response: { 200: ZAdminMessagesResponse } },
    handler: (request) => listAdminMessages(db, request.query),
  });

  app.get('/messages/counters', {
    config: { access: 'admin' },
    schema: { response: { 200: ZAdminMessageCounters } },
    handler: () => messageCounters(db),
  });

  // 'Supprimer': the text is removed; the row stays as 'Message supprimé par la modération'.
  app.delete('/messages/:id', {
    config: { access: 'admin' },
    schema: { params: ZIdParams, response: NO_CONTENT },
    handler: async (request, reply) => {
      await removeMessage(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
};
