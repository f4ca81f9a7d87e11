import type { FastifyRequest } from 'fastify';
import type { TUserType } from '#contracts/accounts-terms';
import { unauthenticated } from '#server/http/errors';

export type Viewer = {
  id: string;
  email: string;
  role: 'user' | 'admin';
  userType: TUserType | null;
  /** A TOTP authenticator is enrolled (Better Auth's twoFactor plugin). */
  twoFactorEnabled: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null when anonymous. */
    viewer: Viewer | null;
  }
}

/**
 * The viewer, for handlers of routes whose declared access (ADR 0018, `config.access`) already
 * refused the anonymous; the throw only guards against a route declared 'public' by mistake.
 */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
