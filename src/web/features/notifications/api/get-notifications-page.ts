import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationsPageResponse } from '#contracts/notifications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A page of every notification of the viewer, newest first, with the unread count the bell shows. */
export function getNotificationsPage(page: number, signal?: AbortSignal): Promise<TNotificationsPageResponse> {
  return apiGet<TNotificationsPageResponse>(`/api/notifications/all?page=${page}`, signal);
}

export const notificationsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.notifications.page(page),
    queryFn: ({ signal }) => getNotificationsPage(page, signal),
    placeholderData: keepPreviousData,
  });

export const useNotificationsPage = (page: number) => useQuery(notificationsPageQueryOptions(page));
