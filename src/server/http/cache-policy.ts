import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { normalizeAccess, type Access } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a browser or a shared cache may reuse a visitor's answer without asking again: for
     * public lists (searches, the catalog, the blog, testimonials), the same for every visitor.
     */
    publicMaxAge?: number;
  }
}

/**
 * What a browser or a shared cache may keep of a read that set no Cache-Control itself:
 * - a public list read anonymously (`publicMaxAge`): `public, max-age=…` — reused a few seconds
 *   without a request (paging back and forth, the home page's lists), then revalidated;
 * - any other public route read anonymously: `no-cache` — kept, but revalidated each time with
 *   its ETag (a 304 costs no body), so an admin's change shows at once;
 * - anything a signed-in viewer reads, and every non-public route: `private, no-store` — the
 *   answer may carry their own state (an owned mission, an unlocked contact, their account),
 *   which no cache, shared or on the device, keeps;
 * - an error: `no-store`.
 */
export function cacheControlFor(status: number, { access, publicMaxAge }: { access?: Access; publicMaxAge?: number }, signedIn: boolean): string {
  if (status >= 400) return 'no-store';
  if (!signedIn && access && normalizeAccess(access).kind === 'public') {
    return publicMaxAge ? `public, max-age=${publicMaxAge}` : 'no-cache';
  }
  return 'private, no-store';
}

/** When a rendered page's data was fetched (ADR 0029): it changes with every rendering, not the page. */
const FETCH_TIMES = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;

/** What an ETag names: the content, so a page rendered again with the same content keeps its tag. */
const contentHash = (payload: string | Buffer) =>
  createHash('sha1')
    .update(typeof payload === 'string' ? payload.replace(FETCH_TIMES, '') : payload)
    .digest('base64');

/** The weak ETag of an answer. */
export const weakEtag = (payload: string | Buffer) => `W/"${contentHash(payload)}"`;

/**
 * Does the answer need an ETag? A browser never keeps a `no-store` answer (a member's reads and
 * pages, errors), so it never asks to revalidate one: hashing it (tens to hundreds of KB) would be
 * wasted (ADR 0066).
 */
export const mayBeRevalidated = (reply: FastifyReply) => !String(reply.getHeader('cache-control') ?? '').includes('no-store');

/** Is the browser's copy, named by its `If-None-Match`, the current one? */
const isCurrent = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch !== undefined && (ifNoneMatch === tag || `W/${ifNoneMatch}` === tag || ifNoneMatch === `W/${tag}`);

/**
 * The Cache-Control above, and a weak ETag on every read a browser may keep (304 when its copy is
 * current). Registered before @fastify/compress, so the ETag names the content, not one encoding;
 * an answer that brings its own tag (the visitor cache's, `etagOf`) keeps it.
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', cacheControlFor(reply.statusCode, request.routeOptions.config, !!request.viewer));
    }
    if (!mayBeRevalidated(reply)) {
      // A visitor-cache entry shared with a member brought its tag: it names nothing kept.
      reply.removeHeader('etag');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    let tag = reply.getHeader('etag') as string | undefined;
    if (!tag) {
      tag = weakEtag(payload);
      reply.header('etag', tag);
    }
    if (!isCurrent(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    return '';
  });
}
