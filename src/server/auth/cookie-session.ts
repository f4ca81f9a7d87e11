import type { Auth } from './auth.ts';

/** The Better Auth session (and its user) that a request's cookie header carries; null when none holds. */
export function sessionFromCookie(auth: Auth, cookie: string | undefined) {
  return auth.api.getSession({ headers: new Headers({ cookie: cookie ?? '' }) });
}
