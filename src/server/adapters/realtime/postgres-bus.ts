import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { EventStore, RealtimeBus, RealtimeEvent, StoredEvent } from './bus.ts';

export const REALTIME_CHANNEL = 'cm_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
/** Ids delivered lately, remembered so a catch-up does not deliver one twice. */
const REMEMBERED_IDS = 10_000;

/** What travels in a NOTIFY: the event itself, or only its id when it is too large (read from the store). */
type Envelope = { origin: string; id: number; userId: string; event?: RealtimeEvent };

export type PostgresBus = RealtimeBus & {
  /** Resolves once LISTEN is in place (or its first try failed: the shared listener keeps trying). */
  readonly ready: Promise<void>;
};

/**
 * Realtime fan-out across instances (ADR 0011, 0032). Publishing keeps the event in the store
 * (its id orders it everywhere), delivers it to this instance's subscribers, and NOTIFYs the
 * others through the pool. Hearing runs on the database's shared listener (`Database.listen`):
 * when it reconnects after a loss, this instance reads what its subscribers' users were sent
 * meanwhile from the store and delivers what they have not had.
 */
export function postgresBus(
  database: Pick<Database, 'db' | 'listen'>,
  store: EventStore,
  logger: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  { channel = REALTIME_CHANNEL }: { channel?: string } = {},
): PostgresBus {
  const instanceId = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const delivered = new Set<number>();
  /** The highest id this instance has delivered or heard of. */
  let highWater = 0;
  /** Set when the listener is lost: the id after which this instance may have missed events. */
  let gapAfter: number | null = null;
  let closed = false;

  function deliverLocally(userId: string, stored: StoredEvent) {
    if (delivered.has(stored.id)) return;
    delivered.add(stored.id);
    if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value as number);
    highWater = Math.max(highWater, stored.id);
    try {
      emitter.emit(userId, stored);
    } catch (error) {
      logger.error({ err: error }, 'realtime subscriber failed');
    }
  }

  async function onNotify(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      logger.warn({}, 'realtime: ignored a malformed notification');
      return;
    }
    if (typeof envelope.userId !== 'string' || typeof envelope.id !== 'number') return;
    highWater = Math.max(highWater, envelope.id);
    if (envelope.origin === instanceId || emitter.listenerCount(envelope.userId) === 0) return;
    if (envelope.event) return deliverLocally(envelope.userId, { id: envelope.id, event: envelope.event });
    // Too large for a NOTIFY: read it.
    try {
      const [stored] = (await store.since(envelope.userId, envelope.id - 1)).filter((candidate) => candidate.id === envelope.id);
      if (stored) deliverLocally(envelope.userId, stored);
    } catch (error) {
      logger.warn({ err: error }, 'realtime: could not read a large event');
    }
  }

  /** After the listener came back: what this instance's users were sent while it was away. */
  async function catchUp() {
    const after = gapAfter ?? highWater;
    gapAfter = null;
    const users = emitter.eventNames().filter((name): name is string => typeof name === 'string');
    try {
      const missed = await store.forUsersAfter(users, after);
      for (const { userId, ...stored } of missed) deliverLocally(userId, stored);
      if (missed.length > 0) logger.info({ count: missed.length }, 'realtime: delivered the events missed while the listener was away');
    } catch (error) {
      logger.warn({ err: error }, 'realtime: could not read the events missed while the listener was away');
      gapAfter = after; // try again on the next reconnection
    }
  }

  const listening = database.listen(
    channel,
    (payload) => void onNotify(payload),
    () => {
      gapAfter ??= highWater;
    },
    () => void catchUp(),
  );
  // Where this instance starts: a catch-up never replays what was published before it listened.
  const ready = listening
    .then(() => store.latestId())
    .then(
      (latest) => {
        highWater = Math.max(highWater, latest);
      },
      (error: unknown) => logger.warn({ err: error }, 'realtime: cannot listen'),
    );

  return {
    kind: 'postgres',
    ready,
    async publish(userId, event) {
      if (closed) return;
      const id = await store.append(userId, event);
      deliverLocally(userId, { id, event });
      let payload = JSON.stringify({ origin: instanceId, id, userId, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ origin: instanceId, id, userId } satisfies Envelope);
      try {
        await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
      } catch (error) {
        // Kept in the store: the other instances read it when their listener next catches up,
        // and their browsers get it when they reconnect with Last-Event-ID.
        logger.warn({ err: error, type: event.type }, 'realtime NOTIFY failed; delivered on this instance only');
      }
    },
    subscribe(userId, subscriber) {
      emitter.on(userId, subscriber);
      return () => emitter.off(userId, subscriber);
    },
    since: (userId, afterId) => store.since(userId, afterId),
    async close() {
      if (closed) return;
      closed = true;
      emitter.removeAllListeners();
      const unlisten = await listening.catch(() => undefined);
      await unlisten?.();
    },
  };
}
