import type { FastifyRequest } from 'fastify';
import { REPORTS_PER_MINUTE } from '#contracts/reviews-terms';

/** 'Signaler' on reviews and messages: per member, after the access check (reports are idempotent too). */
export const REPORT_RATE_LIMIT = {
  max: REPORTS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preValidation' as const,
  keyGenerator: (request: FastifyRequest) => (request.viewer ? `reports:user:${request.viewer.id}` : `reports:ip:${request.ip}`),
};
