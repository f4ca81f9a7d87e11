import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { refreshAdmin } from './admin-keys.ts';

export function retryBackgroundJob(id: string): Promise<void> {
  return apiPost(`/api/admin/background-jobs/${encodeURIComponent(id)}/retry`, {});
}

/** 'Relancer' a failed background job; the list (which no longer shows it) and the dashboard's activity are refetched. */
export function useRetryBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryBackgroundJob,
    onSettled: () => refreshAdmin(queryClient),
  });
}
