import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from './cache-policy.ts';
import { acceptedEncoding, encodedOnce } from './encoded-answers.ts';

/** How long an answer may be served from memory when nothing was changed here meanwhile. */
export const VISITOR_CACHE_TTL_MS = 10_000;
/** Enough for the busy pages and reads (home, searches, popular profiles); the oldest entry goes first. */
export const VISITOR_CACHE_MAX_ENTRIES = 1000;

/** An answer as sent: its status, body and type. */
export type CachedAnswer = { status: number; body: string; contentType: string };

export type VisitorCache = {
  /** The answer for `key` from memory, else from `produce` (concurrent misses share one production). */
  get(key: string, produce: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  /** The answer for `key` if one is ready and fresh. */
  peek(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  clear(): void;
};

type Entry = { answer: Promise<CachedAnswer>; ready?: CachedAnswer; expiresAt: number };

/**
 * A short in-process cache of what visitors (nobody signed in) are sent: server-rendered pages and
 * the public reads that declare `visitorCache` (ADR 0029). Any change made through this server (a
 * successful POST, PATCH, PUT or DELETE; a published review) empties it, and an entry lives at
 * most `ttlMs`, the delay after which a change made through another instance shows.
 */
export function createVisitorCache({ ttlMs = VISITOR_CACHE_TTL_MS, maxEntries = VISITOR_CACHE_MAX_ENTRIES, now = Date.now } = {}): VisitorCache {
  const entries = new Map<string, Entry>();
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const store = (key: string, entry: Entry) => {
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
  return {
    get(key, produce) {
      const existing = fresh(key);
      if (existing) return existing.answer;
      const entry: Entry = { answer: produce(), expiresAt: now() + ttlMs };
      store(key, entry);
      entry.answer.then(
        (answer) => (entry.ready = answer),
        // A failed production is not kept: the next visitor asks again.
        () => entries.get(key) === entry && entries.delete(key),
      );
      return entry.answer;
    },
    peek: (key) => fresh(key)?.ready,
    set: (key, answer) => store(key, { answer: Promise.resolve(answer), ready: answer, expiresAt: now() + ttlMs }),
    clear: () => entries.clear(),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer to visitors is the same for all of them: kept in the visitor cache. */
    visitorCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request's answer came from, or goes into, the visitor cache. */
    visitorCacheKey?: string | null;
  }
}

/** The config of a public read kept in the visitor cache. */
export const CACHED_PUBLIC_READ = { access: 'public', visitorCache: true } as const;
/**
 * A public list (searches, the catalog, the blog, testimonials): kept in the visitor cache, and
 * reused by browsers as long, without asking (ADR 0028).
 */
export const CACHED_PUBLIC_LIST = { ...CACHED_PUBLIC_READ, publicMaxAge: 10 } as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A visitor's GET of a route that declares `visitorCache` (a signed-in viewer's reads are never kept). */
const cacheKeyOf = (request: FastifyRequest) =>
  request.method === 'GET' && !request.viewer && request.routeOptions.config.visitorCache ? `read ${request.url}` : null;

const etags = new WeakMap<CachedAnswer, string>();
/** The answer's ETag, computed once per answer: the same whatever the encoding sent. */
function etagOf(answer: CachedAnswer): string {
  let tag = etags.get(answer);
  if (!tag) {
    tag = weakEtag(answer.body);
    etags.set(answer, tag);
  }
  return tag;
}

/**
 * Sends `answer` in the encoding the request accepts, compressed once per answer: every visitor a
 * cached answer serves shares the bytes (@fastify/compress leaves an encoded answer as it is).
 * @fastify/etag answers 304 to a browser holding the same `etagOf`.
 */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.status(answer.status).type(answer.contentType).header('etag', etagOf(answer));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding && encodedOnce(answer, answer.body, encoding);
  if (encoding && encoded) return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(await encoded);
  return reply.send(answer.body);
}

/**
 * Serves the declared public reads to visitors from `cache` and keeps their successful answers;
 * empties `cache` after every successful change made through `app`. Registered before the
 * compression, so the cache holds the plain JSON and each answer is still encoded as asked.
 */
export function registerVisitorCache(app: FastifyInstance, cache: VisitorCache) {
  app.addHook('preHandler', async (request, reply) => {
    const key = cacheKeyOf(request);
    const cached = key ? cache.peek(key) : undefined;
    if (cached) {
      request.visitorCacheKey = null;
      return sendAnswer(request, reply, cached);
    }
    request.visitorCacheKey = key;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.visitorCacheKey && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.visitorCacheKey, { status: 200, body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json') });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) cache.clear();
  });
}
