import { EventEmitter } from 'node:events';

/** What the server pushes to one signed-in user (server-sent events). */
export type RealtimeEvent =
  | { type: 'message'; data: { id: string; senderId: string; receiverId: string } }
  | { type: 'notification'; data: { id: string; title: string; link: string | null } }
  | { type: 'entitlement'; data: { purpose: 'application' | 'contact'; targetId: string } };

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
