import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
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

/** The weak ETag of a text answer, as @fastify/etag writes it for every other answer. */
export const weakEtag = (text: string) => `W/"${contentHash(text)}"`;

/**
 * Weak ETags on every GET answer (304 when the browser's copy is current) and the Cache-Control
 * above. Registered before @fastify/compress, so the ETag names the content, not one encoding.
 */
export async function registerCachePolicy(app: FastifyInstance) {
  await app.register(etag, { weak: true, hashFn: contentHash });
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', cacheControlFor(reply.statusCode, request.routeOptions.config, !!request.viewer));
    }
    return payload;
  });
}
