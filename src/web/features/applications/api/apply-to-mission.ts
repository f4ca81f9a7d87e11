import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TApplyRequest, TApplicationResponse } from '#contracts/applications';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function applyToMission(missionId: string, request: TApplyRequest): Promise<TApplication> {
  return (await apiPost<TApplicationResponse>(`/api/jobs/${encodeURIComponent(missionId)}/applications`, request)).application;
}

/**
 * Sends the cover letter. Success or failure (already applied, no longer open, not paid),
 * the mission's viewer state and the mission itself (its application count) are refreshed so
 * the page shows where things stand; success also refreshes the user's application list.
 */
export function useApplyToMission(missionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TApplyRequest) => applyToMission(missionId, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionId) }),
      ]),
  });
}
