import { EventEmitter } from 'node:events';
import type { TRealtimeEvent } from '#contracts/realtime';

/** What the server pushes to one signed-in user (server-sent events); the union lives in the contracts. */
export type RealtimeEvent = TRealtimeEvent;

export type Unsubscribe = () => void;

/** Fans events out to every instance that has a stream open for the user. */
export interface RealtimeBus {
  readonly kind: 'memory' | 'postgres';
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): Unsubscribe;
  close(): Promise<void>;
}

/** Embedded default: one process, an EventEmitter. */
export function memoryBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(userId, event) {
      emitter.emit(userId, event);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
