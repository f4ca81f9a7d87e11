import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminMessagesResponse } from '#contracts/admin-moderation';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One page of 'Gestion des messages'; `query` is the list's URL query (search, reported, page). */
export function getAdminMessages(query: string, signal?: AbortSignal): Promise<TAdminMessagesResponse> {
  return apiGet<TAdminMessagesResponse>(`/api/admin/messages?${query}`, signal);
}

export const adminMessagesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.messages.list(query),
    queryFn: ({ signal }) => getAdminMessages(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminMessages = (query: string) => useQuery(adminMessagesQueryOptions(query));
