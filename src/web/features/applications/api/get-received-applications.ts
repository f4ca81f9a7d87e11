import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplication, TApplicationsResponse } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Applications to the company's or individual's missions, newest first. */
export async function getReceivedApplications(signal?: AbortSignal): Promise<TApplication[]> {
  return (await apiGet<TApplicationsResponse>('/api/me/received-applications', signal)).applications;
}

export const receivedApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applications.received(),
    queryFn: ({ signal }) => getReceivedApplications(signal),
  });

export const useReceivedApplications = ({ enabled = true } = {}) => useQuery({ ...receivedApplicationsQueryOptions(), enabled });
