import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while in-flight requests finish. */
const IDLE_SWEEP_MS = 50;

type Shutdown = {
  app: FastifyInstance;
  /** Closed once the app is (the database). */
  release: () => Promise<void>;
  /** After this long the remaining connections are cut and the process exits with 1. */
  timeoutMs: number;
  exit: (code: number) => void;
};

/**
 * Stops the server within `timeoutMs`: no new connections; idle keep-alive connections closed at
 * once, and each connection as soon as its in-flight request is answered (a connection kept
 * alive would otherwise hold the exit until its client or the keep-alive timeout closes it);
 * then `app.close()` (its onClose hooks: jobs, live streams, settings) and `release`. Past the
 * deadline, every connection is cut and the process exits non-zero with a log line.
 */
export async function shutDown({ app, release, timeoutMs, exit }: Shutdown): Promise<void> {
  const server: Server = app.server;
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs }, 'shutdown deadline passed: closing the remaining connections and exiting');
    server.closeAllConnections();
    exit(1);
  }, timeoutMs);
  deadline.unref();
  // Connections between requests go now, the others as soon as their request is answered (new
  // requests on them get Fastify's 503 while closing).
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  try {
    await app.close();
    await release();
    clearTimeout(deadline);
    exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    exit(1);
  } finally {
    clearInterval(sweep);
  }
}
