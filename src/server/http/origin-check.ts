import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/errors-terms';
import { errorBody } from './errors.ts';
import { isTrustedOrigin, requestOrigin, type OriginPolicy } from './origins.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Tells the operator why a member was refused: the site was opened at an address it does not trust. */
export function warnUntrustedOrigin(request: FastifyRequest) {
  request.log.warn(
    { origin: request.headers.origin ?? null },
    'refused a state-changing request from an origin that is neither PUBLIC_URL nor in TRUSTED_ORIGINS',
  );
}

/**
 * CSRF defence in depth (cookies are SameSite=Lax already): a state-changing request that
 * carries cookies must come from a trusted origin (see `isTrustedOrigin`). Webhooks carry no cookies.
 */
export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (!isTrustedOrigin(policy, request.headers.origin, requestOrigin(request))) {
      warnUntrustedOrigin(request);
      return reply.status(403).send(errorBody('FORBIDDEN', errorMessages.untrustedOrigin));
    }
  });
}
