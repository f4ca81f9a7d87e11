import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';
import { isTrustedOrigin, requestOrigin, type OriginPolicy } from './origins.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (cookies are SameSite=Lax already): a state-changing request that
 * carries cookies must come from a trusted origin (see `isTrustedOrigin`). Webhooks carry no cookies.
 */
export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (!isTrustedOrigin(policy, request.headers.origin, requestOrigin(request))) {
      return reply.status(403).send(errorBody('FORBIDDEN', 'Origine de la requête refusée.'));
    }
  });
}
