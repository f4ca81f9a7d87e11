import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '#web/lib/api-client.ts';
import { refreshAdminAndPublic } from './admin-keys.ts';

export type TMissionModeration = 'close' | 'delete';

export function moderateAdminMission(id: string, action: TMissionModeration): Promise<void> {
  const path = `/api/admin/jobs/${encodeURIComponent(id)}`;
  return action === 'close' ? apiPost(`${path}/close`, {}) : apiDelete(path);
}

/** Close or delete a mission; every back-office list and counter, and the public views of missions, are refetched. */
export function useModerateAdminMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TMissionModeration }) => moderateAdminMission(id, action),
    onSettled: () => refreshAdminAndPublic(queryClient),
  });
}
