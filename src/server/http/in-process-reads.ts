import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorMessages } from '#contracts/errors-terms';
import type { ApiAnswer } from '#contracts/server-rendering';
import { matchPattern } from '#contracts/paths';
import type { Viewer } from '#server/auth/guards';
import { asArray, checkViewer, normalizeAccess, type Access } from './access.ts';
import { errorAnswer, errorBody, invalid, validationFields } from './errors.ts';
import { closedByMaintenance, isOpenDuringMaintenance, type MaintenanceState } from './maintenance.ts';
import { collect, type CachedAnswer, type CachedEntry, type VisitorCache } from './visitor-cache.ts';
import { readKey } from './visitor-cache-key.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET a server-rendered page may read in-process, without HTTP (the public reads kept in the visitor cache always may). */
    inProcess?: boolean;
  }
  interface FastifyInstance {
    /** Reads a recorded GET route without HTTP (`recordInProcessReads`). */
    readInProcess: InProcessReader;
  }
}

/** Reads `path` (and its query) as `viewer` would over HTTP; null when no recorded read has that path. */
export type InProcessReader = (viewer: Viewer | null, path: string) => Promise<ApiAnswer | null>;

type Read = {
  pattern: string;
  access: Access;
  config: FastifyContextConfig;
  schema: { params?: z.ZodType; querystring?: z.ZodType; response: z.ZodType };
  handler: (request: FastifyRequest) => unknown;
  log: FastifyBaseLogger;
};

/** What a recorded handler is given: what the reads' handlers use of a request (they never take the reply). */
type ReadRequest = Pick<FastifyRequest, 'params' | 'query' | 'viewer' | 'log' | 'url' | 'method'> & {
  routeOptions: { url: string; config: FastifyContextConfig; schema: Read['schema'] };
};

/** A route's own hooks besides `onRequest` (which holds the access guard). */
const ROUTE_HOOKS = ['preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse'] as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/** The query as Fastify's parser gives it: a repeated name becomes a list. */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const held = query[name];
    query[name] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

/** The path's parameters when it is `pattern`'s, as the router matches (case-sensitive, unlike the pages' `matchPattern`). */
function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  if (!pattern.includes(':')) return pattern === pathname ? {} : null;
  const expected = pattern.split('/');
  const parts = pathname.split('/');
  const sameShape = expected.length === parts.length && expected.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
  return sameShape ? matchPattern(pattern, pathname) : null;
}

/** Parses `value` with `schema` as the route's validation does (its 400 names the same fields). */
function validated(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw invalid(validationFields(result.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }))));
}

/** The answer the error handler gives a failed read (`errorAnswer`, shared with it). */
function failure(error: unknown, log: FastifyBaseLogger): ApiAnswer {
  const { status, body } = errorAnswer(error, log);
  return { status, data: body };
}

/** A kept answer's JSON, parsed once per answer (an entry an HTTP read filled is read by many pages). */
const parsedAnswers = new WeakMap<CachedAnswer, unknown>();
function dataOf(answer: CachedAnswer): unknown {
  if (!parsedAnswers.has(answer)) parsedAnswers.set(answer, JSON.parse(answer.body));
  return parsedAnswers.get(answer);
}

export type InProcessReadsOptions = {
  /** The visitor cache visitors' reads are served from and kept in, as over HTTP. */
  visitorCache: VisitorCache;
  /** The maintenance setting (`registerMaintenance` reads the same). */
  maintenance: () => Promise<MaintenanceState>;
};

/**
 * Records, as routes are registered, the GET routes a server-rendered page reads — the public reads
 * kept in the visitor cache, and any flagged `inProcess` — and reads them without HTTP (ADR 0059):
 * the same maintenance rule, access rule, params and query schemas, handler, visitor-cache entry
 * and tags, and response schema as the HTTP route, none of the request's hooks. Register before
 * the routes.
 */
export function recordInProcessReads(app: FastifyInstance, { visitorCache, maintenance }: InProcessReadsOptions): InProcessReader {
  const reads: Read[] = [];
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const { config } = route;
    if (!asArray(route.method).includes('GET') || !(config?.visitorCache || config?.inProcess)) return;
    const schema = route.schema as Partial<Read['schema']> & { response?: Record<number, z.ZodType> };
    const response = schema?.response?.[200];
    const { access } = config;
    const kind = access && normalizeAccess(access).kind;
    // Nothing of the route may run outside its handler but what is done here: the access check
    // (`registerAccess` put its guard first in `onRequest`), no hook of its own, no rate limit.
    const ownHooks =
      ROUTE_HOOKS.some((hook) => asArray(route[hook]).length > 0) ||
      asArray(route.onRequest).length > (kind === 'public' ? 0 : 1) ||
      config.rateLimit;
    if (!response || !access || kind === 'loopback' || kind === 'monitoring' || ownHooks || route.handler.length > 1) {
      throw new Error(
        `GET ${route.url} is read in-process: it needs an access rule on the viewer, a 200 response schema, no hook or rate limit of its own and a handler that takes no reply`,
      );
    }
    const handler = route.handler.bind(this) as Read['handler'];
    reads.push({
      pattern: route.url,
      access,
      config,
      schema: { params: schema.params, querystring: schema.querystring, response },
      handler,
      log: this.log,
    });
  });

  async function answer(read: Read, request: ReadRequest): Promise<ApiAnswer> {
    try {
      const data = await read.handler(request as FastifyRequest);
      const encoded = z.safeEncode(read.schema.response, data);
      if (!encoded.success) throw new Error(`GET ${read.pattern}: the answer does not match its schema`, { cause: encoded.error });
      return { status: 200, data: encoded.data };
    } catch (error) {
      return failure(error, read.log);
    }
  }

  /** A visitor's read: from the visitor cache, else computed once and kept, its tags given to the page under way (`collect`). */
  async function visitorAnswer(read: Read, request: ReadRequest): Promise<ApiAnswer> {
    const tagsOf = read.config.visitorCache;
    if (!tagsOf) return answer(read, request);
    const key = readKey(request as FastifyRequest);
    const served = (entry: CachedEntry): ApiAnswer => {
      visitorCache.stats.hits++;
      collect(entry.tags);
      return { status: entry.answer.status, data: dataOf(entry.answer) };
    };
    const ready = visitorCache.peek(key);
    if (ready) return served(ready);
    const computeAndKeep = async (): Promise<{ computed: ApiAnswer; entry?: CachedEntry }> => {
      const computed = await answer(read, request);
      const kept = computed.status === 200;
      const tags = kept ? tagsOf(request as FastifyRequest, () => computed.data) : tagsOf(request as FastifyRequest);
      collect(tags);
      if (!kept) return { computed };
      const cached = { status: 200, body: JSON.stringify(computed.data), contentType: JSON_TYPE };
      parsedAnswers.set(cached, computed.data);
      return { computed, entry: { answer: cached, tags } };
    };
    const mine: { answer?: ApiAnswer } = {};
    const entry = await visitorCache.fetch(key, async () => {
      const { computed, entry } = await computeAndKeep();
      mine.answer = computed;
      return entry;
    });
    if (mine.answer) {
      visitorCache.stats.misses++;
      return mine.answer;
    }
    if (entry) return served(entry);
    // The shared computation was dropped or failed: this read computes its own.
    visitorCache.stats.misses++;
    return (await computeAndKeep()).computed;
  }

  const readInProcess: InProcessReader = async (viewer, path) => {
    const queryStart = path.indexOf('?');
    const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
    const search = queryStart === -1 ? '' : path.slice(queryStart + 1);
    for (const read of reads) {
      const rawParams = paramsOf(read.pattern, pathname);
      if (!rawParams) continue;
      if (!isOpenDuringMaintenance(pathname) && closedByMaintenance(pathname, viewer, await maintenance())) {
        return { status: 503, data: errorBody('MAINTENANCE', errorMessages.maintenance) };
      }
      try {
        checkViewer(read.access, viewer);
        const params = validated(read.schema.params, rawParams);
        const query = validated(read.schema.querystring, queryOf(search));
        const request: ReadRequest = {
          params,
          query,
          viewer,
          log: read.log,
          url: path,
          method: 'GET',
          routeOptions: { url: read.pattern, config: read.config, schema: read.schema },
        };
        // A member shares the visitors' entries of the reads that are the same for everyone.
        return await (viewer && !read.config.sameForEveryViewer ? answer(read, request) : visitorAnswer(read, request));
      } catch (error) {
        return failure(error, read.log);
      }
    }
    return null;
  };
  app.decorate('readInProcess', readInProcess);
  return readInProcess;
}
