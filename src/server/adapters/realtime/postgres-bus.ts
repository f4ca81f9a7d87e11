import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { RealtimeBus, RealtimeEvent } from './bus.ts';

export const REALTIME_CHANNEL = 'cm_realtime';
/** `application_name` of the listening connection (visible in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'cm_realtime_listener';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;

export type PostgresBusOptions = {
  channel?: string;
  /** First reconnection delay; doubles on each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

export type PostgresBus = RealtimeBus & {
  /** Resolves once the first LISTEN is in place (never rejects: failures are retried). */
  readonly ready: Promise<void>;
  /** True while the listening connection is up. */
  isListening(): boolean;
};

type Envelope = { origin: string; userId: string; event: RealtimeEvent };

/**
 * Realtime fan-out across instances through PostgreSQL LISTEN/NOTIFY.
 *
 * One dedicated connection LISTENs on one channel and delivers each notification to this
 * instance's subscribers of its user; it reconnects with exponential backoff when it drops.
 * Publishing delivers to local subscribers at once and NOTIFYs the other instances through a
 * small pool (so publishing works even while the listener is reconnecting). Payloads carry
 * ids, never message content, and stay far below PostgreSQL's 8000-byte limit.
 */
export function postgresBus(
  connectionString: string,
  logger: FastifyBaseLogger,
  { channel = REALTIME_CHANNEL, minDelayMs = 500, maxDelayMs = 30_000 }: PostgresBusOptions = {},
): PostgresBus {
  const instanceId = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);

  const publisher = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000, application_name: 'cm_realtime_publisher' });
  publisher.on('error', (error) => logger.warn({ err: error }, 'realtime publisher connection error'));

  let listener: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function deliverLocally(userId: string, event: RealtimeEvent) {
    try {
      emitter.emit(userId, event);
    } catch (error) {
      logger.error({ err: error }, 'realtime subscriber failed');
    }
  }

  function onNotification(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      logger.warn('realtime: ignored a malformed notification');
      return;
    }
    if (envelope.origin === instanceId) return; // already delivered locally by publish()
    if (typeof envelope.userId !== 'string' || !envelope.event) return;
    deliverLocally(envelope.userId, envelope.event);
  }

  function scheduleReconnect(client: pg.Client, error: unknown) {
    if (listener !== client) return; // this connection was already given up
    listener = null;
    listening = false;
    client.removeListener('notification', onNotification);
    client.end().catch(() => undefined);
    if (closed) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    failures += 1;
    logger.warn({ err: error, delayMs: delay }, 'realtime listener disconnected; reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
  }

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    listener = client;
    client.on('notification', onNotification);
    // Keep an error listener for the client's whole life: an unhandled 'error' event crashes the process.
    client.on('error', (error) => scheduleReconnect(client, error));
    client.on('end', () => scheduleReconnect(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      scheduleReconnect(client, error);
      return;
    }
    if (listener !== client) return;
    failures = 0;
    listening = true;
    logger.debug({ channel }, 'realtime listener connected');
    markReady();
  }

  void connect();

  return {
    kind: 'postgres',
    ready,
    isListening: () => listening,
    async publish(userId, event) {
      deliverLocally(userId, event);
      const payload = JSON.stringify({ origin: instanceId, userId, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        logger.error({ type: event.type, bytes: Buffer.byteLength(payload) }, 'realtime event too large for NOTIFY; not fanned out');
        return;
      }
      if (closed) return;
      try {
        await publisher.query('SELECT pg_notify($1, $2)', [channel, payload]);
      } catch (error) {
        logger.warn({ err: error, type: event.type }, 'realtime NOTIFY failed; delivered on this instance only');
      }
    },
    subscribe(userId, subscriber) {
      emitter.on(userId, subscriber);
      return () => emitter.off(userId, subscriber);
    },
    async close() {
      if (closed) return;
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      emitter.removeAllListeners();
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
