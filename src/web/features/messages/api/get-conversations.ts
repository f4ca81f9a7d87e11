import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConversation, TConversationsResponse } from '#contracts/messages';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The viewer's conversations, newest first, with the partner's unread count. */
export async function getConversations(signal?: AbortSignal): Promise<TConversation[]> {
  return (await apiGet<TConversationsResponse>('/api/messages/conversations', signal)).conversations;
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.messages.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
