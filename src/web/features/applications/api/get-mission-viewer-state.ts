import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobViewerState } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the mission page needs about the signed-in viewer: paid?, applied?, the client's contact once paid. */
export function getMissionViewerState(jobId: string, signal?: AbortSignal): Promise<TJobViewerState> {
  return apiGet<TJobViewerState>(`/api/jobs/${encodeURIComponent(jobId)}/viewer-state`, signal);
}

export const missionViewerStateQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.applications.viewerState(jobId),
    queryFn: ({ signal }) => getMissionViewerState(jobId, signal),
    staleTime: 0,
  });

export const useMissionViewerState = (jobId: string, { enabled = true } = {}) => useQuery({ ...missionViewerStateQueryOptions(jobId), enabled });
