import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, errorPageTexts } from '#contracts/errors-terms';
import { errorBody } from './errors.ts';
import { noticePage } from './notice-page.ts';
import { isPagePath, pathOf } from './request-path.ts';

/** `.` or `..`, each dot written as itself or percent-encoded (`%2e`, `%2E`, `.%2e`…). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/** A percent-encoded slash or backslash: a separator once a URL parser has decoded it. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
/** A backslash (a separator for WHATWG URLs) or a fragment mark. */
const FORBIDDEN_CHARACTER = /[\\#]/;

/** Controls and spaces: a URL parser drops tabs and newlines, so `.\t.` would become `..`. */
function hasControlOrSpace(path: string): boolean {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether a request's path means the same to every reader: our router, our hooks' prefix lists
 * (maintenance, the auth bridge) and a WHATWG URL parser (Better Auth's `new URL(request.url)`)
 * all see one and the same path. Dot segments, encoded separators, backslashes and empty
 * segments (`//`) are resolved differently by each of them, so they are refused. A trailing
 * slash is left to the router (it answers 404). The query string is not looked at.
 */
export function isCanonicalPath(url: string): boolean {
  const path = pathOf(url);
  if (!path.startsWith('/') || FORBIDDEN_CHARACTER.test(path) || ENCODED_SEPARATOR.test(path) || hasControlOrSpace(path)) return false;
  const segments = path.slice(1).split('/');
  return segments.every((segment, index) => !DOT_SEGMENT.test(segment) && (segment !== '' || index === segments.length - 1));
}

/** The French page for an address we refuse (a page, not an API call). */
const invalidAddressPage = () =>
  noticePage({
    title: errorMessages.invalidAddress,
    message: errorPageTexts.checkAddress,
    link: { href: '/', text: errorPageTexts.backHome },
  });

/** 400: the French error shape on the API, the French page elsewhere (also Fastify's malformed %-escapes). */
export function refuseAddress(request: FastifyRequest, reply: FastifyReply) {
  reply.status(400).header('cache-control', 'no-store');
  if (!isPagePath(pathOf(request.url))) {
    return reply.send(errorBody('VALIDATION_ERROR', errorMessages.invalidAddress));
  }
  return reply.type('text/html; charset=utf-8').send(invalidAddressPage());
}

/**
 * What the router answers before any route runs (Fastify's own body is English): a path that is
 * not valid percent-encoded UTF-8 is an address we refuse; a path parameter longer than
 * MAX_PARAM_LENGTH answers 414.
 */
export const frameworkErrors =
  (securityHeaders: Readonly<Record<string, string>>) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // No hook runs for these answers: they carry the security headers all the same.
    reply.headers(securityHeaders);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.status(414).send(errorBody('VALIDATION_ERROR', errorMessages.urlTooLong));
    }
    return refuseAddress(request, reply);
  };

/**
 * Refuses non-canonical paths (`isCanonicalPath`) with 400 for the whole server, in the first
 * `onRequest` hook that decides anything: before the viewer is resolved, before maintenance,
 * rate limits and every route's access check (ADR 0036).
 */
export function registerCanonicalPaths(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCanonicalPath(request.url)) return refuseAddress(request, reply);
  });
}
