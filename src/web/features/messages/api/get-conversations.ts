import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ZConversationsResponseWire, type TConversationView } from './wire.ts';

/** The viewer's conversations, newest first, with the partner's unread count. */
export async function getConversations(signal?: AbortSignal): Promise<TConversationView[]> {
  return (await apiGet('/api/messages/conversations', ZConversationsResponseWire, signal)).conversations;
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.messages.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
