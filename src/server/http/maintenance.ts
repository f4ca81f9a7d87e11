import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/errors-terms';
import { actsAsAdmin } from '#server/auth/guards';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceTexts, type TSiteLanguage } from '#contracts/site-terms';
import { errorBody } from './errors.ts';
import { escapeHtml } from './html.ts';

/** What the maintenance check reads of the admin settings (cached: it runs on every request). */
export type MaintenanceState = { maintenanceMode: boolean; siteName: string; defaultLanguage: TSiteLanguage };

/**
 * What stays open during maintenance: signing in (the login page and what it loads, the sign-in
 * call, its two-factor step, the session and viewer reads), signing out, the site's name and the
 * health check. Everything else answers 503 to anyone but an admin.
 */
const OPEN_PATHS = new Set([
  '/auth/login',
  '/api/auth/sign-in/email',
  '/api/auth/get-session',
  '/api/auth/sign-out',
  '/api/me',
  '/api/site',
  '/api/health',
]);
const OPEN_PREFIXES = [
  // The built app's scripts and styles (the login page needs them).
  '/assets/',
  // Better Auth's two-factor plugin: the code asked at sign-in.
  '/api/auth/two-factor/',
];
/** The back-office page where an admin enrols the second factor the admin setting requires. */
const ENROLMENT_PATHS = new Set(['/admin/securite']);
/** Paths answered with the JSON error shape rather than the maintenance page. */
const NOT_PAGES = ['/api/', '/dev/', '/uploads/'];

export function isOpenDuringMaintenance(pathname: string): boolean {
  return OPEN_PATHS.has(pathname) || OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The French page visitors and members get instead of any page while maintenance is on. */
export function maintenancePage(siteName: string, lang: TSiteLanguage): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(maintenanceTexts.title)} — ${site}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;text-align:center;box-shadow:0 1px 3px rgba(15,23,42,.08)}
p.site{margin:0 0 1rem;font-weight:700;color:#4f46e5}
h1{margin:0 0 .75rem;font-size:1.5rem}
p{line-height:1.6;color:#475569}
a{color:#4f46e5;font-size:.875rem}
</style>
</head>
<body>
<main>
<p class="site">${site}</p>
<h1>${escapeHtml(maintenanceTexts.title)}</h1>
<p>${escapeHtml(maintenanceTexts.message)}</p>
<a href="/auth/login">${escapeHtml(maintenanceTexts.signIn)}</a>
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
  return reply.type('text/html; charset=utf-8').send(maintenancePage(state.siteName, state.defaultLanguage));
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
    const current = await state();
    if (!current.maintenanceMode || actsAsAdmin(request.viewer)) return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (isOpenDuringMaintenance(pathname)) return;
    // An admin who must enrol a second factor first (ADR 0027) reaches the enrolment page only.
    if (request.viewer?.role === 'admin' && ENROLMENT_PATHS.has(pathname)) return;
    return refuse(request, reply, current);
  });
}
