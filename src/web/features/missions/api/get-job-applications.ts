import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TJobApplicationsResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type TJobApplication = TJobApplicationsResponse['applications'][number];

/** A mission's received applications, for its owner; loading them marks them seen. */
export async function getJobApplications(jobId: string, signal?: AbortSignal): Promise<TJobApplication[]> {
  return (await apiGet<TJobApplicationsResponse>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, signal)).applications;
}

export const jobApplicationsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.jobs.applications(jobId), queryFn: ({ signal }) => getJobApplications(jobId, signal) });

/** Once loaded, the 'Mes Offres' counts of new applications are stale: refresh them. */
export function useJobApplications(jobId: string, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...jobApplicationsQueryOptions(jobId), enabled });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.own() });
  }, [loadedAt, queryClient]);
  return query;
}
