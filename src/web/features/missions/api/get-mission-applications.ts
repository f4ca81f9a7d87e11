import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TJobApplicationsResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type TMissionApplication = TJobApplicationsResponse['applications'][number];

/** A mission's received applications, for its owner; loading them marks them seen. */
export async function getMissionApplications(jobId: string, signal?: AbortSignal): Promise<TMissionApplication[]> {
  return (await apiGet<TJobApplicationsResponse>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, signal)).applications;
}

export const missionApplicationsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.missions.applications(jobId), queryFn: ({ signal }) => getMissionApplications(jobId, signal) });

/** Once loaded, the 'Mes Offres' counts of new applications are stale: refresh them. */
export function useMissionApplications(jobId: string, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...missionApplicationsQueryOptions(jobId), enabled });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: queryKeys.missions.own() });
  }, [loadedAt, queryClient]);
  return query;
}
