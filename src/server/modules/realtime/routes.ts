import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REALTIME_EVENTS_PATH } from '#contracts/realtime-terms';
import type { RealtimeBus, StoredEvent } from '#server/adapters/realtime/index';
import { requireViewer, SESSIONS_ENDED_CHANNEL } from '#server/auth/index';
import type { Database } from '#server/db/index';

/** Proxies drop idle connections after about 30–60 s; a comment line keeps the stream alive. */
const HEARTBEAT_MS = 25_000;
/** How often an open stream checks that its session still exists (signed out, suspended, expired). */
const SESSION_CHECK_MS = 30_000;
/** How long EventSource waits before reconnecting after a dropped connection. */
const RETRY_MS = 3_000;
/**
 * When this instance closes: reconnect soon (another instance answers), spread over a second
 * so the browsers of a whole instance do not arrive at once.
 */
const CLOSING_RETRY_MIN_MS = 500;
const CLOSING_RETRY_SPREAD_MS = 1_000;

/** Whether the request's session still holds: true, false, or null when it cannot be told now (database away). */
export type SessionCheck = (request: FastifyRequest) => Promise<boolean | null>;

let openStreams = 0;
/** How many event streams are open in this process now (a gauge for metrics). */
export function openEventStreamCount(): number {
  return openStreams;
}

/** One SSE frame: its id (what `Last-Event-ID` sends back), the event name, its data as one JSON line. */
export function sseFrame({ id, event }: StoredEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The id a reconnecting EventSource sends back, if it is one of ours. */
function lastEventId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * The signed-in user's server-sent events stream, fed by the realtime bus. Every event has an
 * `id:`; a browser reconnecting with `Last-Event-ID` (EventSource does it by itself) first gets
 * the events it missed that are still kept (ADR 0032). The stream ends when its session does
 * (checked every `sessionCheckMs`), and when the app closes, with a short `retry:` so the
 * browser reconnects to another instance.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{
  bus: RealtimeBus;
  heartbeatMs?: number;
  sessionCheck?: SessionCheck;
  sessionCheckMs?: number;
  /** Hears deleted sessions (Database.listen), so streams end at once rather than at the next check. */
  listen?: Database['listen'];
}> = async (app, { bus, heartbeatMs = HEARTBEAT_MS, sessionCheck, sessionCheckMs = SESSION_CHECK_MS, listen }) => {
  const streams = new Set<(closing?: boolean) => void>();
  /** Each open stream's session check, by user id. */
  const checks = new Map<string, Set<() => void>>();
  const recheck = (userId?: string) => {
    for (const [owner, set] of checks) if (userId === undefined || owner === userId) for (const check of set) check();
  };
  let unlisten: (() => Promise<void>) | undefined;
  if (listen && sessionCheck) {
    app.addHook('onReady', async () => {
      unlisten = await listen(
        SESSIONS_ENDED_CHANNEL,
        (userId) => recheck(userId),
        undefined,
        // Sessions may have ended while the listener was away.
        () => recheck(),
      ).catch((error: unknown) => {
        app.log.warn({ err: error }, 'events: cannot hear ended sessions; streams are checked periodically only');
        return undefined;
      });
    });
  }
  // End the streams before the server stops accepting, or app.close() would wait for them.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end(true);
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });

  app.get(REALTIME_EVENTS_PATH, { config: { access: 'signedIn' } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const resumeAfter = lastEventId(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Flushes the headers; `retry` is how long EventSource waits before reconnecting.
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    const written = new Set<number>();
    const write = (stored: StoredEvent) => {
      if (res.writableEnded || written.has(stored.id)) return;
      written.add(stored.id);
      if (written.size > 1_000) written.delete(written.values().next().value as number);
      res.write(sseFrame(stored));
    };
    // Live events wait while the missed ones are read, so the browser gets them in order.
    let held: StoredEvent[] | null = resumeAfter === null ? null : [];
    const unsubscribe = bus.subscribe(viewer.id, (stored) => (held ? held.push(stored) : write(stored)));
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, heartbeatMs);
    let checking = false;
    const check = () => {
      if (checking || !sessionCheck) return;
      checking = true;
      sessionCheck(request)
        .then((live) => live === false && end())
        .catch(() => undefined)
        .finally(() => (checking = false));
    };
    const sessionTimer = sessionCheck ? setInterval(check, sessionCheckMs) : undefined;
    const userChecks = checks.get(viewer.id) ?? new Set<() => void>();
    userChecks.add(check);
    checks.set(viewer.id, userChecks);

    let ended = false;
    const end = (closing = false) => {
      if (ended) return;
      ended = true;
      openStreams -= 1;
      clearInterval(heartbeat);
      clearInterval(sessionTimer);
      userChecks.delete(check);
      if (userChecks.size === 0 && checks.get(viewer.id) === userChecks) checks.delete(viewer.id);
      unsubscribe();
      streams.delete(end);
      if (res.writableEnded) return;
      if (closing) res.write(`retry: ${CLOSING_RETRY_MIN_MS + Math.floor(Math.random() * CLOSING_RETRY_SPREAD_MS)}\n: server closing\n\n`);
      res.end();
    };
    openStreams += 1;
    streams.add(end);
    res.on('close', () => end());
    res.on('error', () => end());

    if (resumeAfter !== null) {
      try {
        for (const stored of await bus.since(viewer.id, resumeAfter)) write(stored);
      } catch (error) {
        request.log.warn({ err: error }, 'events: could not read the missed events');
      }
      const waiting = held ?? [];
      held = null;
      for (const stored of waiting) write(stored);
    }
  });
};
