import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDecisionForComplaint,
  ZFileComplaintRequest,
  ZFileComplaintResponse,
  ZFileNoticeRequest,
  ZFileNoticeResponse,
  ZTokenParams,
  ZTransparencyReport,
  type TFileNoticeRequest,
} from '#contracts/notices';
import { complaintTexts, noticeTexts } from '#contracts/notices-terms';
import type { Db } from '#server/db/index';
import { REVIEWS_CHANGED } from '#server/http/visitor-cache-tags';
import { decisionForComplaint, fileComplaint, fileNotice } from './service.ts';
import { transparencyReport } from './transparency.ts';

/** Notices are filed by anyone, visitors included: a few per minute and address, like the contact form. */
const NOTICE_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

/** Notice and action (DSA, ADR 0058): 'Signaler', 'Contester la décision', 'Rapport de transparence'. */
export const noticesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/notices', {
    config: {
      access: 'public',
      rateLimit: NOTICE_RATE_LIMIT,
      // A reported review leaves the testimonials.
      visitorCacheChanges: (request) => ((request.body as TFileNoticeRequest).targetType === 'review' ? REVIEWS_CHANGED : []),
    },
    schema: { body: ZFileNoticeRequest, response: { 201: ZFileNoticeResponse } },
    handler: async (request, reply) => {
      const { id } = await fileNotice(db, request.viewer, request.body);
      return reply.status(201).send({ id, message: noticeTexts.sent });
    },
  });

  app.get('/api/decisions/:token', {
    config: { access: 'public' },
    schema: { params: ZTokenParams, response: { 200: ZDecisionForComplaint } },
    handler: (request) => decisionForComplaint(db, request.params.token),
  });

  app.post('/api/decisions/:token/complaint', {
    config: { access: 'public', rateLimit: NOTICE_RATE_LIMIT },
    schema: { params: ZTokenParams, body: ZFileComplaintRequest, response: { 201: ZFileComplaintResponse } },
    handler: async (request, reply) => {
      await fileComplaint(db, request.params.token, request.body);
      return reply.status(201).send({ message: complaintTexts.sent });
    },
  });

  app.get('/api/transparency', {
    // Its page is rendered on the server, which reads it in-process (ADR 0059).
    config: { access: 'public', inProcess: true },
    schema: { response: { 200: ZTransparencyReport } },
    handler: () => transparencyReport(db),
  });
};
