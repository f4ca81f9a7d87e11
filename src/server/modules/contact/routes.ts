import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequest, ZContactResponse, ZNewsletterRequest, ZNewsletterResponse } from '#contracts/contact';
import { contactMessages } from '#contracts/contact-terms';
import type { Db } from '#server/db/index';
import { submitContactRequest, subscribeToNewsletter } from './service.ts';

const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
const PUBLIC_FORM = { access: 'public', rateLimit: FORM_RATE_LIMIT } as const;

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/contact', {
    schema: { body: ZContactRequest, response: { 201: ZContactResponse } },
    config: PUBLIC_FORM,
    handler: async (request, reply) => {
      await submitContactRequest(db, request.body);
      return reply.status(201).send({ message: contactMessages.sent });
    },
  });

  app.post('/api/newsletter', {
    schema: { body: ZNewsletterRequest, response: { 200: ZNewsletterResponse } },
    config: PUBLIC_FORM,
    handler: (request) => subscribeToNewsletter(db, request.body.email),
  });
};
