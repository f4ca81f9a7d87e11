import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobViewerState } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the mission page needs about the signed-in viewer: paid?, applied?, the client's contact once paid. */
export function getMissionViewerState(missionId: string, signal?: AbortSignal): Promise<TJobViewerState> {
  return apiGet<TJobViewerState>(`/api/jobs/${encodeURIComponent(missionId)}/viewer-state`, signal);
}

export const missionViewerStateQueryOptions = (missionId: string) =>
  queryOptions({
    queryKey: queryKeys.applications.viewerState(missionId),
    queryFn: ({ signal }) => getMissionViewerState(missionId, signal),
    staleTime: 0,
  });

export const useMissionViewerState = (missionId: string, { enabled = true } = {}) =>
  useQuery({ ...missionViewerStateQueryOptions(missionId), enabled });
