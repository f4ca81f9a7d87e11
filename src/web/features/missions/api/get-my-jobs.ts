import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnJob, TOwnJobsResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** 'Mes Offres': the viewer's missions in every status, newest first. */
export async function getMyJobs(signal?: AbortSignal): Promise<TOwnJob[]> {
  return (await apiGet<TOwnJobsResponse>('/api/me/jobs', signal)).jobs;
}

export const myJobsQueryOptions = () => queryOptions({ queryKey: queryKeys.jobs.own(), queryFn: ({ signal }) => getMyJobs(signal) });

export const useMyJobs = () => useQuery(myJobsQueryOptions());
