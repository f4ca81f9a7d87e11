import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TThreadResponse } from '#contracts/messages';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * One page of the thread with a partner (oldest first inside the page), with the writing
 * rights; `before` asks for the page before that message. Reading it changes nothing (see
 * mark-conversation-read.ts).
 */
export function getThread(partnerId: string, before?: string, signal?: AbortSignal, about?: string): Promise<TThreadResponse> {
  const search = new URLSearchParams();
  if (before) search.set('before', before);
  if (about) search.set('about', about);
  const query = search.size > 0 ? `?${search.toString()}` : '';
  return apiGet<TThreadResponse>(`/api/messages/with/${encodeURIComponent(partnerId)}${query}`, signal);
}

/** Pages from the newest; the next page is the one before the oldest message shown. `about`: the mission it was opened about. */
export const threadQueryOptions = (partnerId: string, about?: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages.thread(partnerId, about),
    queryFn: ({ pageParam, signal }) => getThread(partnerId, pageParam, signal, about),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
    staleTime: 0,
  });

/** The open thread: partner, rights and every loaded message oldest first. */
export function useThread(partnerId: string, about?: string) {
  const query = useInfiniteQuery(threadQueryOptions(partnerId, about));
  const pages = query.data?.pages ?? [];
  const newest = pages[0];
  return {
    ...query,
    thread: newest
      ? {
          partner: newest.partner,
          canWrite: newest.canWrite,
          lock: newest.lock,
          beforeHire: newest.beforeHire,
          mission: newest.mission,
          messages: [...pages].reverse().flatMap((page) => page.messages),
        }
      : undefined,
  };
}
