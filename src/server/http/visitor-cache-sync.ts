import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client';
import { cacheTags } from './visitor-cache-tags.ts';
import type { VisitorCache } from './visitor-cache.ts';

/** The NOTIFY channel on which every instance hears which visitor-cache tags to drop. */
export const VISITOR_CACHE_CHANNEL = 'visitor_cache';
/** PostgreSQL refuses payloads of 8000 bytes or more: a longer list drops everything instead. */
const MAX_PAYLOAD_BYTES = 7000;

/** What a NOTIFY carries: the tags to drop, and the instance that sent it (which dropped them already). */
type Envelope = { origin: string; tags: readonly string[] };

const payloadOf = (origin: string, tags: readonly string[]) => {
  const payload = JSON.stringify({ origin, tags } satisfies Envelope);
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ origin, tags: [cacheTags.everything] } satisfies Envelope);
};

/** What a NOTIFY says; anything unreadable drops everything (better a miss than a stale page). */
function envelopeOf(payload: string): Envelope {
  try {
    const { origin, tags } = JSON.parse(payload) as Partial<Envelope>;
    if (typeof origin === 'string' && Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) return { origin, tags };
  } catch {
    // Falls through.
  }
  return { origin: '', tags: [cacheTags.everything] };
}

/**
 * Announces, within a transaction, the tags it changes: PostgreSQL delivers the NOTIFY to every
 * instance on commit, and never if it rolls back.
 */
async function notifyVisitorCache(tx: DbOrTx, origin: string, tags: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${VISITOR_CACHE_CHANNEL}, ${payloadOf(origin, tags)})`);
}

/** What a change drops by its tags: the visitor cache, and the reference data kept beside it (`tagged-memos.ts`). */
type DroppedByTags = Pick<VisitorCache, 'invalidate' | 'setListening'>;

export type VisitorCacheSync = {
  /** Drops `tags` here at once and on every other instance through NOTIFY (after a committed change). */
  publish(tags: readonly string[]): void;
  /** Listens to the other instances' changes. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Keeps every instance's visitor cache, and the reference data kept beside it, in step through
 * PostgreSQL LISTEN/NOTIFY (PGlite's works too, for its single instance): a change made through
 * any instance drops the entries showing it everywhere, within the NOTIFY's delivery. While the listening connection is lost the cache
 * keeps nothing, and starts afresh once it is back.
 */
export function syncVisitorCache(caches: readonly DroppedByTags[], database: Database, log: FastifyBaseLogger): VisitorCacheSync {
  /** This instance's NOTIFYs come back to it: it dropped their tags already. */
  const instanceId = randomUUID();
  const cache: DroppedByTags = {
    invalidate: (tags) => caches.forEach((each) => each.invalidate(tags)),
    setListening: (listening) => caches.forEach((each) => each.setListening(listening)),
  };
  let unlisten: (() => Promise<void>) | null = null;
  return {
    publish(tags) {
      if (tags.length === 0) return;
      cache.invalidate(tags);
      notifyVisitorCache(database.db, instanceId, tags).catch((error: unknown) =>
        log.warn({ err: error, tags }, 'visitor cache: NOTIFY failed; other instances drop these entries when they expire'),
      );
    },
    async start() {
      unlisten = await database.listen(
        VISITOR_CACHE_CHANNEL,
        (payload) => {
          const { origin, tags } = envelopeOf(payload);
          if (origin !== instanceId) cache.invalidate(tags);
        },
        (error) => {
          // While not listening, changes made elsewhere would be missed: keep nothing until back.
          cache.setListening(false);
          log.warn({ err: error }, 'visitor cache: lost the LISTEN connection; nothing is kept until it is back');
        },
        () => cache.setListening(true),
      );
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
    },
  };
}
