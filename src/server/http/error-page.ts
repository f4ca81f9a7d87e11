import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorReference, serverErrorPageTexts } from '#contracts/errors-terms';
import type { TErrorResponse } from '#contracts/errors';
import { escapeHtml } from './html.ts';

/** Paths that are never pages: their failures stay JSON. */
const NOT_PAGES = ['/api/', '/dev/', '/uploads/'];

/** The look of the pages the server writes without the app (maintenance, server errors). */
export const STANDALONE_PAGE_STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;text-align:center;box-shadow:0 1px 3px rgba(15,23,42,.08)}
p.site{margin:0 0 1rem;font-weight:700;color:#4f46e5}
h1{margin:0 0 .75rem;font-size:1.5rem}
p{line-height:1.6;color:#475569}
p.reference{font-size:.875rem}
code{font-family:ui-monospace,monospace;color:#0f172a;user-select:all}
a{color:#4f46e5;font-size:.875rem}`;

/** « Référence : … », the request's id for a member to quote (ADR 0035). */
export function referenceHtml(requestId: string): string {
  const [label, ...rest] = errorReference(requestId).split(requestId);
  return `<p class="reference">${escapeHtml(label ?? '')}<code>${escapeHtml(requestId)}</code>${escapeHtml(rest.join(requestId))}</p>`;
}

/** The French page a browser gets when a page fails on the server: what happened, what to do, the reference. */
function serverErrorPage(status: number, requestId: string): string {
  const texts = serverErrorPageTexts;
  const unavailable = status === 503;
  const title = unavailable ? texts.unavailableTitle : texts.title;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>
${STANDALONE_PAGE_STYLE}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(unavailable ? texts.unavailableMessage : texts.message)}</p>
<p>${escapeHtml(texts.quote)}</p>
${referenceHtml(requestId)}
<a href="/">${escapeHtml(texts.home)}</a>
</main>
</body>
</html>
`;
}

/** A browser asking for a page (not the API, not a file): it is answered in HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_PAGES.some((prefix) => pathname.startsWith(prefix)) &&
    !/\/[^/]+\.[a-z0-9]+$/i.test(pathname) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const isErrorBody = (payload: unknown): payload is TErrorResponse =>
  typeof (payload as Partial<TErrorResponse> | null)?.error?.code === 'string';

/**
 * Server failures name their request (ADR 0035): every 5xx error body, whoever sends it (the
 * error handler, maintenance, a route), carries `error.requestId`; and a page that fails is
 * answered with a French error page showing « Référence : … » instead of the JSON error.
 * Registered before the compression and the cache policy, which then treat it as any answer.
 */
export function registerErrorReference(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 500 || !isErrorBody(payload)) return payload;
    return { ...payload, error: { ...payload.error, requestId: request.id } };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (reply.statusCode < 500 || !json || !isPageRequest(request)) return payload;
    reply.type('text/html; charset=utf-8');
    return serverErrorPage(reply.statusCode, request.id);
  });
}
