import { and, asc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { realtimeEvents } from '#server/db/schema/index';
import type { EventStore, RealtimeEvent } from './bus.ts';

/** How long a published event can be replayed (a browser that was away longer refetches everything). */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** At most this many events are replayed to one stream. */
export const REPLAY_LIMIT = 200;
/** Older events are deleted at most this often (by whichever instance publishes then). */
const PRUNE_EVERY_MS = 60_000;

/** The `realtime_events` table: one row per published event, kept `REPLAY_WINDOW_MS`. */
export function databaseEventStore(db: Db, { now = Date.now } = {}): EventStore {
  let lastPrune = 0;
  const windowStart = () => new Date(now() - REPLAY_WINDOW_MS);
  const toStored = (row: { id: number; type: string; data: unknown }) => ({ id: row.id, event: { type: row.type, data: row.data } as RealtimeEvent });

  function prune() {
    if (now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now();
    db.delete(realtimeEvents)
      .where(lt(realtimeEvents.createdAt, windowStart()))
      .catch(() => {
        lastPrune = 0;
      });
  }

  return {
    async append(userId, event) {
      const [row] = await db.insert(realtimeEvents).values({ userId, type: event.type, data: event.data }).returning({ id: realtimeEvents.id });
      prune();
      return row!.id;
    },
    async since(userId, afterId) {
      const rows = await db
        .select({ id: realtimeEvents.id, type: realtimeEvents.type, data: realtimeEvents.data })
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, afterId), gt(realtimeEvents.createdAt, windowStart())))
        .orderBy(asc(realtimeEvents.id))
        .limit(REPLAY_LIMIT);
      return rows.map(toStored);
    },
    async forUsersAfter(userIds, afterId) {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: realtimeEvents.id, userId: realtimeEvents.userId, type: realtimeEvents.type, data: realtimeEvents.data })
        .from(realtimeEvents)
        .where(and(inArray(realtimeEvents.userId, userIds), gt(realtimeEvents.id, afterId), gt(realtimeEvents.createdAt, windowStart())))
        .orderBy(asc(realtimeEvents.id))
        .limit(REPLAY_LIMIT * 10);
      return rows.map((row) => ({ ...toStored(row), userId: row.userId }));
    },
    async latestId() {
      const [row] = await db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
      return row?.id ?? 0;
    },
  };
}
