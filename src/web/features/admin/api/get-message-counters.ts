import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminMessageCounters } from '#contracts/admin-moderation';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** 'Messages aujourd’hui', reported and total: real counts, whatever the list's filters. */
export function getMessageCounters(signal?: AbortSignal): Promise<TAdminMessageCounters> {
  return apiGet<TAdminMessageCounters>('/api/admin/messages/counters', signal);
}

export const messageCountersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.messages.counters(),
    queryFn: ({ signal }) => getMessageCounters(signal),
  });

export const useMessageCounters = () => useQuery(messageCountersQueryOptions());
