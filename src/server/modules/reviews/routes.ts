import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '#contracts/applications';
import { ZPendingReviewsResponse, ZTestimonialsQuery, ZTestimonialsResponse, ZWriteReviewRequest, ZWriteReviewResponse } from '#contracts/reviews';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { mailLinksFor, type MailLinkSettings } from '#server/http/origins';
import { listTestimonials } from './service.ts';
import { listPendingReviews, writeReview } from './write.ts';
import { cachedPublicList } from '#server/http/visitor-cache';
import { cacheTags } from '#server/http/visitor-cache-tags';
import { REVIEWS_CHANGED } from '#server/http/visitor-cache-tags';

type Options = { db: Db } & MailLinkSettings;

export const reviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, ...mailLinks }) => {
  const links = mailLinksFor(mailLinks);

  app.get('/api/testimonials', {
    config: cachedPublicList(() => [cacheTags.testimonials]),
    schema: { querystring: ZTestimonialsQuery, response: { 200: ZTestimonialsResponse } },
    handler: async (request) => ({ testimonials: await listTestimonials(db, request.query.limit) }),
  });

  app.get('/api/me/reviews/pending', {
    config: { access: 'signedIn', inProcess: true },
    schema: { response: { 200: ZPendingReviewsResponse } },
    handler: async (request) => ({ reviews: await listPendingReviews(db, requireViewer(request)) }),
  });

  // Either side of the application (the mission's client or its community manager) reviews the other.
  app.post('/api/applications/:id/review', {
    config: { access: 'owner', visitorCacheChanges: () => REVIEWS_CHANGED },
    schema: { params: ZIdParams, body: ZWriteReviewRequest, response: { 201: ZWriteReviewResponse } },
    handler: async (request, reply) => {
      const review = await writeReview(db, links(request), requireViewer(request), request.params.id, request.body);
      return reply.status(201).send({ review });
    },
  });
};
