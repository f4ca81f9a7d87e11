import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (cookies are SameSite=Lax already): a state-changing request that
 * carries cookies must come from our own origin. Webhooks carry no cookies.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      return reply.status(403).send(errorBody('FORBIDDEN', 'Origine de la requête refusée.'));
    }
  });
}
