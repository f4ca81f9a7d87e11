import type { FastifyInstance } from 'fastify';

/** How long a visitor's page may be served from memory when nothing was changed here meanwhile. */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Enough for the busy pages (home, searches, popular profiles); the oldest entry goes first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;

export type CachedPage = { status: number; html: string };

export type PageCache = {
  /** The page for `key` from memory, else from `render` (concurrent misses share one rendering). */
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
  clear(): void;
};

/**
 * A short in-process cache of the pages rendered for visitors (ADR 0029): any change made through
 * this server (a successful POST, PATCH, PUT or DELETE; a published review) empties it, and an entry
 * lives at most `ttlMs`, the delay after which a change made through another instance shows.
 */
export function createPageCache({ ttlMs = PAGE_CACHE_TTL_MS, maxEntries = PAGE_CACHE_MAX_ENTRIES, now = Date.now } = {}): PageCache {
  const entries = new Map<string, { page: Promise<CachedPage>; expiresAt: number }>();
  return {
    get(key, render) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.page;
      entries.delete(key);
      const page = render();
      entries.set(key, { page, expiresAt: now() + ttlMs });
      // A failed rendering is not kept: the next visitor asks again.
      page.catch(() => entries.get(key)?.page === page && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return page;
    },
    clear: () => entries.clear(),
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Empties `cache` after every successful change made through `app` (any route, any module). */
export function clearOnWrites(app: FastifyInstance, cache: PageCache) {
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) cache.clear();
  });
}
