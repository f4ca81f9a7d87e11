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
  /**
   * An admin without the authenticator the admin setting requires (ADR 0027): they keep the
   * role (the back-office answers TWO_FACTOR_REQUIRED and sends them to enrol) but none of its
   * powers elsewhere (drafts, maintenance mode).
   */
  twoFactorMissing: boolean;
};

/** Whether the viewer may use the admin role's powers: an admin, with the second factor if it is required. */
export function actsAsAdmin(viewer: Pick<Viewer, 'role' | 'twoFactorMissing'> | null | undefined): boolean {
  return viewer?.role === 'admin' && !viewer.twoFactorMissing;
}

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
