import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/errors-terms';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceTexts, type TSiteLanguage } from '#contracts/site-terms';
import { errorBody } from './errors.ts';
import { referenceHtml, STANDALONE_PAGE_STYLE } from './error-page.ts';
import { escapeHtml } from './html.ts';

/** What the maintenance check reads of the admin settings (cached: it runs on every request). */
export type MaintenanceState = { maintenanceMode: boolean; siteName: string; defaultLanguage: TSiteLanguage };

/**
 * What stays open during maintenance: signing in (the login page and what it loads, the sign-in
 * call, its two-factor step, the session and viewer reads), signing out, the site's name, the
 * health check and the metrics. Everything else answers 503 to anyone but an admin.
 */
const OPEN_PATHS = new Set([
  '/auth/login',
  '/api/auth/sign-in/email',
  '/api/auth/get-session',
  '/api/auth/sign-out',
  '/api/me',
  '/api/site',
  '/api/health',
  // The monitoring scraper (ADR 0035): maintenance is when it matters most.
  '/metrics',
]);
const OPEN_PREFIXES = [
  // The built app's scripts and styles (the login page needs them).
  '/assets/',
  // Better Auth's two-factor plugin: the code asked at sign-in.
  '/api/auth/two-factor/',
];
/** Paths answered with the JSON error shape rather than the maintenance page. */
const NOT_PAGES = ['/api/', '/dev/', '/uploads/'];

export function isOpenDuringMaintenance(pathname: string): boolean {
  return OPEN_PATHS.has(pathname) || OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The French page visitors and members get instead of any page while maintenance is on. */
export function maintenancePage(siteName: string, lang: TSiteLanguage, requestId?: string): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(maintenanceTexts.title)} — ${site}</title>
<style>
${STANDALONE_PAGE_STYLE}
</style>
</head>
<body>
<main>
<p class="site">${site}</p>
<h1>${escapeHtml(maintenanceTexts.title)}</h1>
<p>${escapeHtml(maintenanceTexts.message)}</p>
${requestId ? `${referenceHtml(requestId)}\n` : ''}<a href="/auth/login">${escapeHtml(maintenanceTexts.signIn)}</a>
</main>
</body>
</html>
`;
}

function refuse(request: FastifyRequest, reply: FastifyReply, state: MaintenanceState) {
  const pathname = request.url.split('?')[0] ?? '/';
  reply.status(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) {
    return reply.send(errorBody('MAINTENANCE', errorMessages.maintenance));
  }
  return reply.type('text/html; charset=utf-8').send(maintenancePage(state.siteName, state.defaultLanguage, request.id));
}

/**
 * Maintenance mode (admin settings): one app-level `onRequest` hook, registered after the one
 * that resolves `request.viewer`, so it runs before every route's own access check. While the
 * mode is on, visitors and members get 503 with `Retry-After` (the maintenance page, or the
 * MAINTENANCE error on the API) except on what signing in needs; admins keep the whole site.
 */
export function registerMaintenance(app: FastifyInstance, state: () => Promise<MaintenanceState>) {
  app.addHook('onRequest', async (request, reply) => {
    const current = await state();
    if (!current.maintenanceMode || request.viewer?.role === 'admin') return;
    if (isOpenDuringMaintenance(request.url.split('?')[0] ?? '/')) return;
    return refuse(request, reply, current);
  });
}
