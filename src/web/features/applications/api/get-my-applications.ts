import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationCounts, TOwnApplication, TOwnApplicationsResponse } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A community manager's own applications, newest first. */
export async function getMyApplications(signal?: AbortSignal): Promise<TOwnApplication[]> {
  return (await apiGet<TOwnApplicationsResponse>('/api/me/applications', signal)).applications;
}

export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applications.own(),
    queryFn: ({ signal }) => getMyApplications(signal),
  });

export const useMyApplications = () => useQuery(myApplicationsQueryOptions());

/** The overview's counts of the community manager's applications per status (not the list). */
export const myApplicationCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applications.ownCounts(),
    queryFn: ({ signal }) => apiGet<TApplicationCounts>('/api/me/applications/counts', signal),
  });

export const useMyApplicationCounts = ({ enabled = true } = {}) => useQuery({ ...myApplicationCountsQueryOptions(), enabled });
