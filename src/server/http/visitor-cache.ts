import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { errorMessages } from '#contracts/errors-terms';
import { mayBeRevalidated, weakEtag } from './cache-policy.ts';
import { acceptedEncoding, encodedFor, sentToMany } from './encoded-answers.ts';
import { AppError } from './errors.ts';
import { createMissLimit, type MissLimit } from './miss-limit.ts';
import { cacheTags } from './visitor-cache-tags.ts';
import { pageAddress, readKey } from './visitor-cache-key.ts';

/** How long an answer may be served from memory: the backstop for what no tag names. */
export const VISITOR_CACHE_TTL_MS = 10_000;
/** Enough for the busy pages and reads (home, searches, popular profiles); the least recently used goes first. */
export const VISITOR_CACHE_MAX_ENTRIES = 1000;
/**
 * …and at most this much memory (a rendered page is 100–200 KB of text; its compressed copies
 * ride along): an instance's memory stays flat once the cache is full.
 */
export const VISITOR_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** What an entry costs: its text (two bytes a character in V8's strings at worst) and a quarter more for its compressed copies. */
const entryBytes = (entry: CachedEntry) => Math.max(1, Math.ceil(entry.answer.body.length * 2.5));

/** An answer as sent: its status, body and type. */
export type CachedAnswer = { status: number; body: string; contentType: string };
/** An answer and what it shows (ADR 0033): a change to any of its tags drops it. */
export type CachedEntry = { answer: CachedAnswer; tags: readonly string[] };

export type VisitorCache = {
  /** The fresh entry for `key`; with `stale`, an expired one still held will do. */
  peek(key: string, options?: { stale?: boolean }): CachedEntry | undefined;
  /**
   * The entry for `key` from memory, else from `produce`, run once for concurrent callers.
   * Undefined when nothing was kept: `produce` answered undefined, or a change dropped the
   * computation under way (its answer may predate the change).
   */
  fetch(key: string, produce: () => Promise<CachedEntry | undefined>): Promise<CachedEntry | undefined>;
  set(key: string, entry: CachedEntry): void;
  /** Drops, here only, the entries showing any of `tags` (`*`: all) and every computation under way. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  /**
   * While the instance cannot hear the other instances' changes (its listening connection is
   * lost) it keeps nothing: it could not tell what to drop. Either way it starts afresh.
   */
  setListening(listening: boolean): void;
  /** Reads served from memory and computed, since the start (the benchmark's hit ratio). */
  readonly stats: { hits: number; misses: number };
};

/** An entry kept is sent to many visitors: its answer is compressed once, for all of them. */
function kept<T extends CachedEntry | undefined>(entry: T): T {
  if (entry) sentToMany(entry.answer);
  return entry;
}

/** lru-cache's reasons for abandoning a computation under way (the entry was deleted, evicted or set). */
const DROPPED_UNDER_WAY = new Set(['deleted', 'evicted', 'replaced']);

type Produce = { produce: () => Promise<CachedEntry | undefined> };

/**
 * A short in-process cache of what visitors (nobody signed in) are sent: server-rendered pages and
 * the public reads that declare `visitorCache` (ADR 0029, 0033). An entry lives at most `ttlMs`;
 * a change drops the entries carrying its tags, on every instance (`visitor-cache-sync.ts`).
 */
export function createVisitorCache({
  ttlMs = VISITOR_CACHE_TTL_MS,
  maxEntries = VISITOR_CACHE_MAX_ENTRIES,
  maxBytes = VISITOR_CACHE_MAX_BYTES,
  now = Date.now,
} = {}): VisitorCache {
  if (ttlMs <= 0) return keepingNothing();
  const entries = new LRUCache<string, CachedEntry, Produce>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: entryBytes,
    ttl: ttlMs,
    // An expired entry stays until evicted: served to an address over its miss limit.
    noDeleteOnStaleGet: true,
    perf: { now },
    ttlResolution: 0,
    fetchMethod: async (_key, _stale, { context }) => kept(await context.produce()),
  });
  const underWay = new Set<string>();
  const stats = { hits: 0, misses: 0 };
  let listening = true;
  return {
    stats,
    peek: (key, { stale = false } = {}) => (listening ? entries.get(key, { allowStale: stale }) : undefined),
    async fetch(key, produce) {
      if (!listening) return produce();
      const ready = entries.get(key);
      if (ready) return ready;
      underWay.add(key);
      try {
        return await entries.fetch(key, { context: { produce } });
      } catch (error) {
        // Dropped (by a change) or evicted while computed: the caller computes its own answer.
        if (error instanceof Error && DROPPED_UNDER_WAY.has(error.message)) return undefined;
        throw error;
      } finally {
        underWay.delete(key);
      }
    },
    set: (key, entry) => void (listening && entries.set(key, kept(entry))),
    invalidate(tags) {
      if (tags.length === 0) return;
      if (tags.includes(cacheTags.everything)) {
        entries.clear();
        return;
      }
      const dropped = new Set(tags);
      const doomed = [...entries.entries()].filter(([, entry]) => entry.tags.some((tag) => dropped.has(tag)));
      for (const [key] of doomed) entries.delete(key);
      for (const key of underWay) entries.delete(key);
    },
    clear: () => entries.clear(),
    setListening(next) {
      entries.clear();
      listening = next;
    },
  };
}

/** A cache that keeps nothing (`ttlMs` 0: the benchmarks' computed path): every read is computed. */
function keepingNothing(): VisitorCache {
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    peek: () => undefined,
    fetch: (_key, produce) => produce(),
    set: () => {},
    invalidate: () => {},
    clear: () => {},
    setListening: () => {},
  };
}

/**
 * What a read shows: its tags from the request, and from the answer when it is a 200 (`body`
 * parses it on demand: most reads' tags never need it, and parsing a search's answer on every
 * miss cost 3 % of its time).
 */
export type ReadTags = (request: FastifyRequest, body?: () => unknown) => readonly string[];
/** What a successful write changed: the tags to drop everywhere. */
export type ChangeTags = (request: FastifyRequest) => readonly string[] | Promise<readonly string[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer to visitors is the same for all of them: kept, tagged with what it shows. */
    visitorCache?: ReadTags;
    /**
     * A `visitorCache` read whose handler never reads the viewer: a signed-in member is served the
     * visitors' entry (and fills it), with their own `private` Cache-Control.
     */
    sameForEveryViewer?: boolean;
    /** A write that changes what visitors see: on success, the visitor-cache tags it drops on every instance. */
    visitorCacheChanges?: ChangeTags;
  }
  interface FastifyRequest {
    /** Settles the computation concurrent misses of this read are waiting for. */
    visitorCacheSettle?: (entry: CachedEntry | undefined) => void;
  }
}

/** The config of a public read kept in the visitor cache, tagged with what it shows. */
export const cachedPublicRead = (tags: ReadTags) => ({ access: 'public', visitorCache: tags }) as const;
/**
 * A public list (searches, the catalog, the blog, testimonials): kept in the visitor cache, and
 * reused by browsers as long, without asking (ADR 0028). Its handler ignores the viewer: members
 * share the visitors' entries.
 */
export const cachedPublicList = (tags: ReadTags) => ({ ...cachedPublicRead(tags), publicMaxAge: 10, sameForEveryViewer: true }) as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The tags of what a page rendering read: each in-process API read made for it adds its own, so
 * the page is dropped with any of them. Its presence also marks those reads as the page's own:
 * they count against no address's miss limit.
 */
const pageReads = new AsyncLocalStorage<Set<string>>();

/** Adds `tags` to the page rendering under way, if any (its in-process reads call it too, ADR 0059). */
export const collect = (tags: readonly string[]) => {
  const store = pageReads.getStore();
  if (store) for (const tag of tags) store.add(tag);
};

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
 * Sends `answer` in the encoding the request accepts: compressed once when it is kept (every
 * visitor it serves shares the bytes), else for this request (`encodedFor`, ADR 0060).
 * @fastify/compress leaves an encoded answer as it is.
 * The cache policy answers 304 to a browser holding the same `etagOf`; a member's page, which no
 * browser keeps, goes without.
 */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.status(answer.status).type(answer.contentType);
  if (mayBeRevalidated(reply)) reply.header('etag', etagOf(answer));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding && encodedFor(answer, answer.body, encoding);
  if (encoding && encoded)
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(await encoded);
  return reply.send(answer.body);
}

/** Too many answers computed for one address: it waits (the French message, with Retry-After). */
const tooManyMisses = () => new AppError(429, 'RATE_LIMITED', errorMessages.tooManyPages);
const RETRY_AFTER_SECONDS = '5';

export type VisitorCacheOptions = {
  /** Drops `tags` here and on every other instance (`visitor-cache-sync.ts`). */
  publish: (tags: readonly string[]) => void;
  /** Answers computed per client address; past it, a stale answer or 429. */
  missLimit?: MissLimit;
};

/**
 * Is this request refused a computation? An address over its miss limit is sent the stale answer
 * if one is held (true), else a 429. A page's own API reads are never counted: the page was.
 */
async function refuseMiss(request: FastifyRequest, reply: FastifyReply, cache: VisitorCache, key: string, missLimit: MissLimit): Promise<boolean> {
  // Members are limited per account elsewhere (member-rate-limit.ts), as when they computed every read.
  if (pageReads.getStore() || request.viewer || missLimit.take(request.ip)) return false;
  const stale = cache.peek(key, { stale: true });
  if (!stale) {
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    throw tooManyMisses();
  }
  // Not awaited: a sent reply is a thenable that settles without a value.
  void sendAnswer(request, reply.header('x-visitor-cache', 'stale'), stale.answer);
  return true;
}

/**
 * Serves the declared public reads to visitors (and those `sameForEveryViewer` to members too) from `cache` and keeps their successful answers,
 * tagged with what they show; after a successful write that declares `visitorCacheChanges`,
 * drops those tags everywhere. Nothing else empties it: a sign-out, a refused or failed write
 * change nothing visitors see. Registered before the compression, so the cache holds the plain
 * JSON and each answer is still encoded as asked.
 */
export function registerVisitorCache(app: FastifyInstance, cache: VisitorCache, { publish, missLimit = createMissLimit(0) }: VisitorCacheOptions) {
  app.addHook('preHandler', async (request, reply) => {
    const { visitorCache: tagsOf, sameForEveryViewer } = request.routeOptions.config;
    if (request.method !== 'GET' || !tagsOf || (request.viewer && !sameForEveryViewer)) return;
    const key = readKey(request);
    const ready = cache.peek(key);
    if (ready) {
      cache.stats.hits++;
      collect(ready.tags);
      return sendAnswer(request, reply, ready.answer);
    }
    if (await refuseMiss(request, reply, cache, key, missLimit)) return reply;
    // The first miss computes; concurrent ones wait for its answer.
    let settle: ((entry: CachedEntry | undefined) => void) | undefined;
    const shared = cache.fetch(key, () => new Promise((resolve) => (settle = resolve)));
    if (settle) {
      cache.stats.misses++;
      request.visitorCacheSettle = settle;
      void shared;
      return;
    }
    const answered = await shared;
    if (answered) {
      cache.stats.hits++;
      collect(answered.tags);
      return sendAnswer(request, reply, answered.answer);
    }
    // The shared computation was dropped or failed: this request computes its own.
    cache.stats.misses++;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const tagsOf = request.routeOptions.config.visitorCache;
    if (request.visitorCacheSettle && tagsOf) {
      const kept = reply.statusCode === 200 && typeof payload === 'string';
      const tags = kept ? tagsOf(request, () => JSON.parse(payload) as unknown) : tagsOf(request);
      collect(tags);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      request.visitorCacheSettle(kept ? { answer: { status: 200, body: payload, contentType }, tags } : undefined);
      request.visitorCacheSettle = undefined;
    }
    const changes = request.routeOptions.config.visitorCacheChanges;
    if (changes && !READS.has(request.method) && reply.statusCode < 400) publish(await changes(request));
    return payload;
  });
  // A read that ended without an answer (an aborted request) releases those waiting on it.
  app.addHook('onResponse', async (request) => {
    request.visitorCacheSettle?.(undefined);
  });
}

/**
 * The page for a visitor at `url`: from `cache`, else rendered once by `render` for every
 * concurrent visitor, at the address it is kept for (`pageAddress`: the parameters the page
 * reads, nothing else), tagged with what its API reads showed. Subject to the miss limit.
 */
export function visitorPages(cache: VisitorCache, missLimit: MissLimit = createMissLimit(0)) {
  return async (request: FastifyRequest, reply: FastifyReply, render: (address: string) => Promise<CachedAnswer>): Promise<CachedAnswer | null> => {
    const address = pageAddress(request.url);
    const key = `page ${address}`;
    const ready = cache.peek(key);
    if (ready) {
      cache.stats.hits++;
      return ready.answer;
    }
    if (await refuseMiss(request, reply, cache, key, missLimit)) return null;
    const renderTagged = async (): Promise<CachedEntry> => {
      const tags = new Set<string>();
      const answer = await pageReads.run(tags, () => render(address));
      return { answer, tags: [...tags] };
    };
    let rendered = false;
    const entry = await cache.fetch(key, () => ((rendered = true), renderTagged()));
    cache.stats[rendered ? 'misses' : 'hits']++;
    return (entry ?? (await renderTagged())).answer;
  };
}
