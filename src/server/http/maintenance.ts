import { paths } from '#contracts/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/errors-terms';
import { actsAsAdmin, type Viewer } from '#server/auth/guards';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceTexts, type TSiteLanguage } from '#contracts/site-terms';
import { errorBody } from './errors.ts';
import { noticePage } from './notice-page.ts';
import { isPagePath, pathOf } from './request-path.ts';
import { isHealthPath } from './health.ts';

/** What the maintenance check reads of the admin settings (cached: it runs on every request). */
export type MaintenanceState = { maintenanceMode: boolean; siteName: string; defaultLanguage: TSiteLanguage };

/**
 * What stays open during maintenance: signing in (the login page and what it loads, the sign-in
 * call, its two-factor step, the session and viewer reads), signing out, the site's name, the
 * health check and the metrics. Everything else answers 503 to anyone but an admin.
 */
const OPEN_PATHS = new Set([
  paths.auth.login,
  '/api/auth/sign-in/email',
  '/api/auth/get-session',
  '/api/auth/sign-out',
  '/api/me',
  '/api/site',
  // The monitoring scraper (ADR 0035): maintenance is when it matters most.
  '/metrics',
]);
const OPEN_PREFIXES = [
  // The built app's scripts and styles (the login page needs them).
  '/assets/',
  // Better Auth's two-factor plugin: the code asked at sign-in.
  '/api/auth/two-factor/',
];
/** The back-office page where an admin enrols the second factor the admin setting requires. */
const ENROLMENT_PATHS = new Set<string>([paths.adminSecurity]);

export function isOpenDuringMaintenance(pathname: string): boolean {
  return OPEN_PATHS.has(pathname) || isHealthPath(pathname) || OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The French page visitors and members get instead of any page while maintenance is on. */
export function maintenancePage(siteName: string, lang: TSiteLanguage, requestId?: string): string {
  return noticePage({
    siteName,
    lang,
    requestId,
    title: maintenanceTexts.title,
    message: maintenanceTexts.message,
    link: { href: paths.auth.login, text: maintenanceTexts.signIn },
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply, state: MaintenanceState) {
  const pathname = pathOf(request.url);
  reply.status(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (!isPagePath(pathname)) {
    return reply.send(errorBody('MAINTENANCE', errorMessages.maintenance));
  }
  return reply.type('text/html; charset=utf-8').send(maintenancePage(state.siteName, state.defaultLanguage, request.id));
}

/**
 * Maintenance mode (admin settings): one app-level `onRequest` hook, registered after the one
 * that resolves `request.viewer`, so it runs before every route's own access check. While the
 * mode is on, visitors and members get 503 with `Retry-After` (the maintenance page, or the
 * MAINTENANCE error on the API) except on what signing in needs; admins keep the whole site, once
 * they have the second factor the admin setting may require (until then: the enrolment page).
 */
export function registerMaintenance(app: FastifyInstance, state: () => Promise<MaintenanceState>) {
  app.addHook('onRequest', async (request, reply) => {
    // Open paths first: they need no settings read (health probes answer while the database is away).
    if (isOpenDuringMaintenance(pathOf(request.url))) return;
    const current = await state();
    if (closedByMaintenance(pathOf(request.url), request.viewer, current)) return refuse(request, reply, current);
  });
}

/** Whether `pathname`, not open during maintenance, is refused to `viewer` now (the hook above; the in-process reads, ADR 0059). */
export function closedByMaintenance(pathname: string, viewer: Viewer | null, current: MaintenanceState): boolean {
  if (!current.maintenanceMode || actsAsAdmin(viewer)) return false;
  // An admin who must enrol a second factor first (ADR 0027) reaches the enrolment page only.
  return !(viewer?.role === 'admin' && ENROLMENT_PATHS.has(pathname));
}
