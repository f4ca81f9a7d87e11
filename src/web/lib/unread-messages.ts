import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUnreadCountResponse } from '#contracts/messages';
import { apiGet } from './api-client.ts';
import { useViewer } from './auth.tsx';
import { queryKeys } from './query-keys.ts';

/**
 * Messages to the viewer not read yet: the header and the dashboard tab show it as a badge.
 * It lives in lib because the header (a shared layout) shows it; live events keep it fresh.
 */
export async function getUnreadMessagesCount(signal?: AbortSignal): Promise<number> {
  return (await apiGet<TUnreadCountResponse>('/api/messages/unread-count', signal)).count;
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: ({ signal }) => getUnreadMessagesCount(signal),
    refetchOnWindowFocus: true,
  });

/** 0 for a visitor or while loading. */
export function useUnreadMessagesCount(): number {
  const { viewer } = useViewer();
  const { data } = useQuery({ ...unreadMessagesQueryOptions(), enabled: Boolean(viewer) });
  return viewer ? (data ?? 0) : 0;
}
