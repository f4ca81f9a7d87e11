import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationsResponse } from '#contracts/notifications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The newest notifications (at most 5) and how many are unread in all. */
export function getNotifications(signal?: AbortSignal): Promise<TNotificationsResponse> {
  return apiGet<TNotificationsResponse>('/api/notifications', signal);
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
