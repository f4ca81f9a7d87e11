import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorPageTexts, serverErrorPageTexts } from '#contracts/errors-terms';
import type { TErrorResponse } from '#contracts/errors';
import { noticePage } from './notice-page.ts';
import { FILE_NAME, isPagePath, pathOf } from './request-path.ts';

/** The French page a browser gets when a page fails on the server: what happened, what to do, the reference. */
function serverErrorPage(status: number, requestId: string): string {
  const texts = serverErrorPageTexts;
  const unavailable = status === 503;
  return noticePage({
    title: unavailable ? texts.unavailableTitle : texts.title,
    message: unavailable ? texts.unavailableMessage : texts.message,
    hint: texts.quote,
    requestId,
    link: { href: '/', text: errorPageTexts.backHome },
  });
}

/** A browser asking for a page (not the API, not a file): it is answered in HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathOf(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    isPagePath(pathname) &&
    !FILE_NAME.test(pathname) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const isErrorBody = (payload: unknown): payload is TErrorResponse => typeof (payload as Partial<TErrorResponse> | null)?.error?.code === 'string';

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
