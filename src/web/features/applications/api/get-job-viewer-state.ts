import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobViewerState } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the mission page needs about the signed-in viewer: paid?, applied?, the client's contact once paid. */
export function getJobViewerState(jobId: string, signal?: AbortSignal): Promise<TJobViewerState> {
  return apiGet<TJobViewerState>(`/api/jobs/${encodeURIComponent(jobId)}/viewer-state`, signal);
}

export const jobViewerStateQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.applications.viewerState(jobId),
    queryFn: ({ signal }) => getJobViewerState(jobId, signal),
    staleTime: 0,
  });

export const useJobViewerState = (jobId: string, { enabled = true } = {}) => useQuery({ ...jobViewerStateQueryOptions(jobId), enabled });
