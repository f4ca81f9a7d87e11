import type { FastifyRequest } from 'fastify';

/**
 * A per-member limit of `max` calls a minute on one kind of action (`bucket`), counted after
 * the access check and before validation (a refused body still counts); anonymous callers are
 * counted by address. Beyond it: 429 in French.
 */
export const memberRateLimit = (bucket: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preValidation' as const,
  keyGenerator: (request: FastifyRequest) => (request.viewer ? `${bucket}:user:${request.viewer.id}` : `${bucket}:ip:${request.ip}`),
});
