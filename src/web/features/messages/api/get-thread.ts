import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TThreadResponse } from '#contracts/messages';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * One page of the thread with a partner (oldest first inside the page), with the writing
 * rights; `before` asks for the page before that message. Reading it changes nothing (see
 * mark-conversation-read.ts).
 */
export function getThread(partnerId: string, before?: string, signal?: AbortSignal): Promise<TThreadResponse> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiGet<TThreadResponse>(`/api/messages/with/${encodeURIComponent(partnerId)}${query}`, signal);
}

/** Pages from the newest; the next page is the one before the oldest message shown. */
export const threadQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages.thread(partnerId),
    queryFn: ({ pageParam, signal }) => getThread(partnerId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
    staleTime: 0,
  });

/** The open thread: partner, rights and every loaded message oldest first. */
export function useThread(partnerId: string) {
  const query = useInfiniteQuery(threadQueryOptions(partnerId));
  const pages = query.data?.pages ?? [];
  const newest = pages[0];
  return {
    ...query,
    thread: newest
      ? {
          partner: newest.partner,
          canWrite: newest.canWrite,
          lock: newest.lock,
          messages: [...pages].reverse().flatMap((page) => page.messages),
        }
      : undefined,
  };
}
