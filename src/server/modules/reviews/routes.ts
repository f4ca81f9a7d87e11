import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTestimonialsQuery, ZTestimonialsResponse } from '#contracts/reviews';
import type { Db } from '#server/db/client';
import { listTestimonials } from './service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/testimonials', {
    config: { access: 'public' },
    schema: { querystring: ZTestimonialsQuery, response: { 200: ZTestimonialsResponse } },
    handler: async (request) => ({ testimonials: await listTestimonials(db, request.query.limit) }),
  });
};
