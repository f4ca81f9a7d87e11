import { EventEmitter } from 'node:events';
import type { TRealtimeEvent } from '#contracts/realtime';

/** What the server pushes to one signed-in user (server-sent events); the union lives in the contracts. */
export type RealtimeEvent = TRealtimeEvent;

/** An event with its id: the stream's `id:` line, increasing, the same on every instance. */
export type StoredEvent = { id: number; event: RealtimeEvent };

export type Unsubscribe = () => void;

/** Where published events are kept a few minutes (ADR 0032): what a reconnecting browser missed. */
export type EventStore = {
  /** Keeps the event; resolves with its id. */
  append(userId: string, event: RealtimeEvent): Promise<number>;
  /** The user's events after `afterId` still kept, oldest first (bounded). */
  since(userId: string, afterId: number): Promise<StoredEvent[]>;
  /** The events of these users after `afterId`, oldest first (an instance catching up). */
  forUsersAfter(userIds: string[], afterId: number): Promise<(StoredEvent & { userId: string })[]>;
  /** The id of the newest event kept (0 when none): where an instance starting to listen stands. */
  latestId(): Promise<number>;
};

/** Fans events out to every instance that has a stream open for the user. */
export interface RealtimeBus {
  readonly kind: 'memory' | 'postgres';
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: (stored: StoredEvent) => void): Unsubscribe;
  /** The user's events after `afterId` that are still kept (a stream reopened with `Last-Event-ID`). */
  since(userId: string, afterId: number): Promise<StoredEvent[]>;
  close(): Promise<void>;
}

/**
 * One process's fan-out: an EventEmitter per user id. With a store (the app on the embedded
 * database), each event is kept and takes its id from it; without one (plumbing tests), ids
 * count from 1 and nothing is replayed.
 */
export function memoryBus(store?: EventStore): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let counter = 0;
  return {
    kind: 'memory',
    async publish(userId, event) {
      const id = store ? await store.append(userId, event) : (counter += 1);
      emitter.emit(userId, { id, event } satisfies StoredEvent);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    since: async (userId, afterId) => (store ? store.since(userId, afterId) : []),
    async close() {
      emitter.removeAllListeners();
    },
  };
}
