import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REALTIME_EVENTS_PATH } from '#contracts/realtime-terms';
import type { RealtimeBus, RealtimeEvent } from '#server/adapters/realtime/bus';
import { requireViewer } from '#server/auth/guards';

/** Proxies drop idle connections after about 30–60 s; a comment line keeps the stream alive. */
const HEARTBEAT_MS = 25_000;

/** One SSE frame: the event name, then its data as one JSON line. */
export function sseFrame(event: RealtimeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The signed-in user's server-sent events stream, fed by the realtime bus. */
export const eventsRoutes: FastifyPluginAsyncZod<{ bus: RealtimeBus; heartbeatMs?: number }> = async (
  app,
  { bus, heartbeatMs = HEARTBEAT_MS },
) => {
  const openStreams = new Set<() => void>();
  // End the streams before the server stops accepting, or app.close() would wait for them.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(REALTIME_EVENTS_PATH, { config: { access: 'signedIn' } }, async (request, reply) => {
    const viewer = requireViewer(request);
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
    res.write('retry: 3000\n: connected\n\n');

    const unsubscribe = bus.subscribe(viewer.id, (event) => {
      if (!res.writableEnded) res.write(sseFrame(event));
    });
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, heartbeatMs);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      if (!res.writableEnded) res.end();
    };
    openStreams.add(end);
    res.on('close', end);
    res.on('error', end);
  });
};
