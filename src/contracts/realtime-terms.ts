import type { TRealtimeEvent } from './realtime.ts';

/** The server-sent events stream of the signed-in user (`EventSource(REALTIME_EVENTS_PATH)`). */
export const REALTIME_EVENTS_PATH = '/api/events';

export type TRealtimeEventType = TRealtimeEvent['type'];
export const REALTIME_EVENT_TYPES = [
  'message',
  'message_moderated',
  'messages_read',
  'notification',
  'notifications_read',
  'entitlement',
] as const satisfies readonly TRealtimeEventType[];
