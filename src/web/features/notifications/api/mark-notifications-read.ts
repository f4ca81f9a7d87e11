import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkNotificationsReadResponse } from '#contracts/notifications';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function markNotificationsRead(): Promise<number> {
  return (await apiPost<TMarkNotificationsReadResponse>('/api/notifications/read', {})).updated;
}

/** Marks every notification read, then refreshes the list and its badge. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
