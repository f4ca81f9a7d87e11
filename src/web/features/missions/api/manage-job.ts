import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCloseJobRequest, TJobData, TJobDetail, TJobDetailResponse } from '#contracts/missions';
import { apiDelete, apiPatch, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
const jobOf = async (answer: Promise<TJobDetailResponse>): Promise<TJobDetail> => (await answer).job;

/** The owner's actions on their missions ('Mes Offres'), each answering the mission as it now is. */
export const manageJob = {
  create: (data: TJobData) => jobOf(apiPost<TJobDetailResponse>('/api/jobs', data)),
  update: (id: string, data: TJobData) => jobOf(apiPatch<TJobDetailResponse>(jobPath(id), data)),
  publish: (id: string) => jobOf(apiPost<TJobDetailResponse>(`${jobPath(id)}/publish`, {})),
  close: (id: string, close: TCloseJobRequest) => jobOf(apiPost<TJobDetailResponse>(`${jobPath(id)}/close`, close)),
  reopen: (id: string) => jobOf(apiPost<TJobDetailResponse>(`${jobPath(id)}/reopen`, {})),
  remove: (id: string) => apiDelete(jobPath(id)),
};

/**
 * Wraps one of those actions: once settled, the missions (list, page), the search results and
 * the client's profile (publishing, closing, reopening and deleting change which missions they
 * show), and the applications (closing answers the pending ones) are refreshed.
 */
export function useJobAction<TVariables, TResult>(action: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.search.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
      ]);
    },
  });
}
