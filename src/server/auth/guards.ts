import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TUserType } from '#contracts/accounts-terms';
import { forbidden, unauthenticated } from '#server/http/errors';

export type Viewer = { id: string; email: string; role: 'user' | 'admin'; userType: TUserType | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null when anonymous. */
    viewer: Viewer | null;
  }
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}

/** preHandler guards, for routes and whole route prefixes. */
export async function signedIn(request: FastifyRequest, _reply: FastifyReply) {
  requireViewer(request);
}

export async function admin(request: FastifyRequest, _reply: FastifyReply) {
  if (requireViewer(request).role !== 'admin') throw forbidden();
}

export function userType(...allowed: TUserType[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const viewer = requireViewer(request);
    if (!viewer.userType || !allowed.includes(viewer.userType)) throw forbidden();
  };
}
