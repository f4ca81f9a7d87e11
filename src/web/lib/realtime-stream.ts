import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TRealtimeEvent } from '#contracts/realtime';
import { REALTIME_EVENT_TYPES, REALTIME_EVENTS_PATH, type TRealtimeEventType } from '#contracts/realtime-terms';
import { queryKeys } from './query-keys.ts';

/**
 * What each live event makes stale. Events carry ids only: the screens refetch what they show.
 * Only queries on screen refetch at once; the others are marked stale for their next use.
 */
export const realtimeInvalidations: Record<TRealtimeEventType, readonly QueryKey[]> = {
  // A new message: conversations, the open thread, the unread badges (and rights, which an
  // accepted application or a payment may have opened).
  message: [queryKeys.messages.all],
  // A message removed by moderation: the thread and the conversation previews show the removal.
  message_moderated: [queryKeys.messages.all],
  messages_read: [queryKeys.messages.conversations(), queryKeys.messages.unreadCount()],
  // Notifications follow changes elsewhere (an application received or answered, a mission
  // closed, a review): refresh those too, 'Mes Offres' and its application counts included.
  notification: [queryKeys.notifications.all, queryKeys.applications.all, queryKeys.jobs.all, queryKeys.reviews.all],
  notifications_read: [queryKeys.notifications.all],
  // A payment went through: what it unlocks (mission page, contact rights, orders).
  entitlement: [queryKeys.payments.all, queryKeys.applications.all, queryKeys.messages.all],
};

/** Everything live, refreshed after a reconnection (events may have been missed meanwhile). */
export const realtimeQueryPrefixes: readonly QueryKey[] = [
  queryKeys.messages.all,
  queryKeys.notifications.all,
  queryKeys.applications.all,
  queryKeys.jobs.all,
  queryKeys.payments.all,
];

/** Delay before opening a new stream after the server closed it for good (doubles up to the max). */
const RECONNECT_MIN_MS = 3_000;
const RECONNECT_MAX_MS = 60_000;

export type RealtimeListener = (event: TRealtimeEvent) => void;
/** The screens' listeners per event type (`useRealtimeEvent`). */
export type RealtimeRegistry = Map<TRealtimeEventType, Set<RealtimeListener>>;

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Reads one SSE frame of our server (typed by the contract, like every answer); one that is not JSON is ignored. */
function parseFrame(type: TRealtimeEventType, data: string): TRealtimeEvent | null {
  try {
    return { type, data: JSON.parse(data) } as TRealtimeEvent;
  } catch {
    return null;
  }
}

/**
 * Opens the signed-in session's server-sent events stream and returns what closes it.
 * EventSource reconnects by itself after a network error; when the server ends the stream
 * for good (an error answer) a new one is opened after a growing delay. After any reconnection
 * every live query is invalidated, since events may have been missed.
 */
export function openRealtimeStream(queryClient: QueryClient, registry: RealtimeRegistry): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RECONNECT_MIN_MS;
  let openedBefore = false;
  let stopped = false;

  const dispatch = (type: TRealtimeEventType) => (message: MessageEvent<string>) => {
    const event = parseFrame(type, message.data);
    if (!event) return;
    invalidate(queryClient, realtimeInvalidations[type]);
    for (const listener of registry.get(type) ?? []) listener(event);
  };

  const connect = () => {
    const current = new EventSource(REALTIME_EVENTS_PATH, { withCredentials: true });
    source = current;
    for (const type of REALTIME_EVENT_TYPES) current.addEventListener(type, dispatch(type));
    current.onopen = () => {
      retryDelay = RECONNECT_MIN_MS;
      if (openedBefore) invalidate(queryClient, realtimeQueryPrefixes);
      openedBefore = true;
    };
    current.onerror = () => {
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (e.g. an error status).
      if (current.readyState !== EventSource.CLOSED || stopped) return;
      current.close();
      retryTimer = setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
