import type { QueryClient, QueryKey } from '@tanstack/react-query';
import pRetry from 'p-retry';
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
  // closed, a review, a fee credited back): refresh those too, 'Mes Offres' and its application
  // counts, and 'Mes crédits' included.
  notification: [
    queryKeys.notifications.all,
    queryKeys.applications.all,
    queryKeys.missions.all,
    queryKeys.reviews.all,
    queryKeys.payments.credits(),
  ],
  notifications_read: [queryKeys.notifications.all],
  // A payment went through: what it unlocks (mission page, contact rights, orders).
  entitlement: [queryKeys.payments.all, queryKeys.applications.all, queryKeys.messages.all],
};

/** Everything live, refreshed after a reconnection (events may have been missed meanwhile). */
export const realtimeQueryPrefixes: readonly QueryKey[] = [
  queryKeys.messages.all,
  queryKeys.notifications.all,
  queryKeys.applications.all,
  queryKeys.missions.all,
  queryKeys.payments.all,
];

/** Delays before a new stream after the server closed one for good: 3 s doubling up to 60 s, with jitter. */
const RECONNECT_BACKOFF = { minTimeout: 3_000, maxTimeout: 60_000, factor: 2, randomize: true } as const;

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
 * for good (an error answer) new ones are opened with growing delays (p-retry), starting
 * over once one opens. After any reconnection every live query is invalidated, since
 * events may have been missed.
 */
export function openRealtimeStream(queryClient: QueryClient, registry: RealtimeRegistry): () => void {
  const stopped = new AbortController();
  let source: EventSource | null = null;
  let openedBefore = false;

  const dispatch = (type: TRealtimeEventType) => (message: MessageEvent<string>) => {
    const event = parseFrame(type, message.data);
    if (!event) return;
    invalidate(queryClient, realtimeInvalidations[type]);
    for (const listener of registry.get(type) ?? []) listener(event);
  };

  /** One stream: resolves once it is open, rejects if the server closes it for good before. */
  const openStream = () =>
    new Promise<void>((resolve, reject) => {
      const current = new EventSource(REALTIME_EVENTS_PATH, { withCredentials: true });
      source = current;
      let open = false;
      for (const type of REALTIME_EVENT_TYPES) current.addEventListener(type, dispatch(type));
      current.onopen = () => {
        if (openedBefore) invalidate(queryClient, realtimeQueryPrefixes);
        openedBefore = true;
        open = true;
        resolve();
      };
      current.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (e.g. an error status).
        if (current.readyState !== EventSource.CLOSED || stopped.signal.aborted) return;
        current.close();
        // Refused before opening: the next attempt waits. After it had opened, the browser's
        // own retry was refused: a new series of attempts starts.
        if (open) connect();
        else reject(new Error('the server closed the realtime stream'));
      };
    });

  const connect = () => {
    pRetry(openStream, { ...RECONNECT_BACKOFF, retries: Number.POSITIVE_INFINITY, signal: stopped.signal }).catch(() => {
      // Stopped.
    });
  };

  connect();
  return () => {
    stopped.abort();
    source?.close();
  };
}
