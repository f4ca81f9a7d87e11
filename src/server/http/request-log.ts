import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** The header that carries a request's id in and out (ADR 0035). */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id we keep: 8 to 128 letters, digits and `-_.:` (a UUID, a proxy's or a load
 * balancer's trace id). Anything else — too short, too long, spaces, quotes, line breaks — is
 * replaced, so an id can neither forge log lines nor carry markup to a page.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Fastify's `genReqId`: the proxy's `X-Request-Id` when well formed, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Each request is logged once, when its answer is sent: the route's pattern (never the address,
 * whose query may carry a token), the status, the duration and the signed-in user's id — no IP
 * address, no email. It replaces Fastify's "incoming request" / "request completed" pair; the id
 * is in every line the request logs, as `requestId` (ADR 0035).
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  /** At debug only: which route a request in flight is on (a hung request shows where it hangs). */
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, route: request.routeOptions.url ?? null }, 'request received');
  }

  /** The request line says 404 already; Fastify's own line would carry the address. */
  override routeNotFound() {}

  /** Without the request (its address, its client's IP). */
  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    reply.log.warn({ err: error }, error.message);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.viewer ? { userId: request.viewer.id } : {}),
      ...(error ? { err: error } : {}),
    };
    if (error || reply.statusCode >= 500) request.log.warn(line, 'request');
    else request.log.info(line, 'request');
  }
}

/**
 * Every answer carries its request id (`X-Request-Id`), set before anything else can answer:
 * maintenance, access checks, the not-found handler, static files, cached answers, the live stream.
 */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** The logger of the request being served, for code that runs within it but is not given it. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Runs the rest of each request with its logger (which carries `requestId`) in reach of code that
 * has no request: Better Auth logs through `requestLogOr`.
 */
export function registerRequestLogContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => requestLogs.run(request.log, done));
}

/** The logger of the request being served, else `fallback` (start-up, jobs, scripts). */
export function requestLogOr(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return requestLogs.getStore() ?? fallback;
}
