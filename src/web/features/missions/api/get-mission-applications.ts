import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TJobApplicationsResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type TMissionApplication = TJobApplicationsResponse['applications'][number];

/** A mission's received applications, for its owner; loading them marks them seen. */
export async function getMissionApplications(missionId: string, signal?: AbortSignal): Promise<TMissionApplication[]> {
  return (await apiGet<TJobApplicationsResponse>(`/api/jobs/${encodeURIComponent(missionId)}/applications`, signal)).applications;
}

export const missionApplicationsQueryOptions = (missionId: string) =>
  queryOptions({ queryKey: queryKeys.missions.applications(missionId), queryFn: ({ signal }) => getMissionApplications(missionId, signal) });

/** Once loaded, the 'Mes Offres' counts of new applications are stale: refresh them. */
export function useMissionApplications(missionId: string, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...missionApplicationsQueryOptions(missionId), enabled });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: queryKeys.missions.own() });
  }, [loadedAt, queryClient]);
  return query;
}
