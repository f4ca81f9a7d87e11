import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMessagingRightsResponse } from '#contracts/messages';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Whether the viewer may write to `partnerId`, and if not why ('contact_required' means paying opens it). */
export function getMessagingRights(partnerId: string, signal?: AbortSignal): Promise<TMessagingRightsResponse> {
  return apiGet<TMessagingRightsResponse>(`/api/messages/rights/${encodeURIComponent(partnerId)}`, signal);
}

export const messagingRightsQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.rights(partnerId),
    queryFn: ({ signal }) => getMessagingRights(partnerId, signal),
    staleTime: 0,
  });

export const useMessagingRights = (partnerId: string, { enabled = true } = {}) => useQuery({ ...messagingRightsQueryOptions(partnerId), enabled });
