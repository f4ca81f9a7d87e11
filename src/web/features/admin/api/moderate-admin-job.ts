import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '#web/lib/api-client.ts';
import { refreshAdminAndPublic } from './admin-keys.ts';

export type TJobModeration = 'close' | 'delete';

export function moderateAdminJob(id: string, action: TJobModeration): Promise<void> {
  const path = `/api/admin/jobs/${encodeURIComponent(id)}`;
  return action === 'close' ? apiPost(`${path}/close`, {}) : apiDelete(path);
}

/** Close or delete a mission; every back-office list and counter, and the public views of missions, are refetched. */
export function useModerateAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TJobModeration }) => moderateAdminJob(id, action),
    onSettled: () => refreshAdminAndPublic(queryClient),
  });
}
