import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCloseJobRequest, TJobData, TJobDetail, TJobDetailResponse } from '#contracts/missions';
import { apiDelete, apiPatch, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const missionPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
const missionOf = async (answer: Promise<TJobDetailResponse>): Promise<TJobDetail> => (await answer).job;

/** The owner's actions on their missions ('Mes Offres'), each answering the mission as it now is. */
export const manageMission = {
  create: (data: TJobData) => missionOf(apiPost<TJobDetailResponse>('/api/jobs', data)),
  update: (id: string, data: TJobData) => missionOf(apiPatch<TJobDetailResponse>(missionPath(id), data)),
  publish: (id: string) => missionOf(apiPost<TJobDetailResponse>(`${missionPath(id)}/publish`, {})),
  close: (id: string, close: TCloseJobRequest) => missionOf(apiPost<TJobDetailResponse>(`${missionPath(id)}/close`, close)),
  reopen: (id: string) => missionOf(apiPost<TJobDetailResponse>(`${missionPath(id)}/reopen`, {})),
  remove: (id: string) => apiDelete(missionPath(id)),
};

/**
 * Wraps one of those actions: once settled, the missions (list, page), the search results and
 * the client's profile (publishing, closing, reopening and deleting change which missions they
 * show), and the applications (closing answers the pending ones) are refreshed.
 */
export function useMissionAction<TVariables, TResult>(action: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.search.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
      ]);
    },
  });
}
