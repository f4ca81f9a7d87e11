import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMarkNotificationsReadResponse, TNotificationsResponse } from '#contracts/notifications';
import { apiGet, apiPost } from './api-client.ts';
import { useViewer } from './auth.tsx';
import { queryKeys } from './query-keys.ts';

/*
 * The newest notifications and the unread count. They live in lib because the header's bell
 * (a shared layout) shows them as well as the dashboard; live events keep them fresh.
 */

/** The newest notifications (at most 5) and how many are unread in all. */
export function getNotifications(signal?: AbortSignal): Promise<TNotificationsResponse> {
  return apiGet<TNotificationsResponse>('/api/notifications', signal);
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

/** Signed-in members only (a visitor asks nothing). */
export function useNotifications() {
  const { viewer } = useViewer();
  return useQuery({ ...notificationsQueryOptions(), enabled: Boolean(viewer) });
}

export async function markNotificationsRead(): Promise<number> {
  return (await apiPost<TMarkNotificationsReadResponse>('/api/notifications/read', {})).updated;
}

/** Marks every notification read, then refreshes the list and its badges. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Marks one notification read (its link was followed), then refreshes the list and its badges. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiPost<TMarkNotificationsReadResponse>(`/api/notifications/${encodeURIComponent(id)}/read`, {})).updated,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
