import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '#contracts/errors-terms';
import type { Db } from '#server/db/client';
import { sendUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';

/** Liveness: the process answers (a balancer restarts it otherwise). `/api/health` is its old name. */
export const LIVENESS_PATHS = ['/api/health', '/api/health/live'] as const;
/** Readiness: the database answers too (a balancer sends no traffic here otherwise). */
export const READINESS_PATH = '/api/health/ready';
/** How long readiness waits for `SELECT 1` before saying "not ready". */
export const READINESS_TIMEOUT_MS = 2_000;

/** Whether `pathname` is one of the probes (they read nothing else: no session, no settings). */
export const isHealthPath = (pathname: string) => pathname === READINESS_PATH || (LIVENESS_PATHS as readonly string[]).includes(pathname);

/** Resolves when the database answered `SELECT 1` within `timeoutMs`; rejects otherwise. */
export async function pingDatabase(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`SELECT 1`),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes for a load balancer: public, never cached, never rate limited, open during
 * maintenance. Liveness never touches the database; readiness runs `SELECT 1` with a short timeout.
 */
export function registerHealth(app: FastifyInstance, db: Db, { timeoutMs = READINESS_TIMEOUT_MS } = {}) {
  for (const url of LIVENESS_PATHS) {
    app.get(url, { config: { access: 'public' } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  }
  app.get(READINESS_PATH, { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(db, timeoutMs);
      return reply.send({ ok: true });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database not answering');
      return sendUnavailable(request, reply, errorMessages.serviceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
  });
}
