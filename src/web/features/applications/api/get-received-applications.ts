import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApplicationsResponse, type TApplication } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Applications to the company's or individual's missions, newest first. */
export async function getReceivedApplications(signal?: AbortSignal): Promise<TApplication[]> {
  return (await apiGet('/api/me/received-applications', ZApplicationsResponse, signal)).applications;
}

export const receivedApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applications.received(),
    queryFn: ({ signal }) => getReceivedApplications(signal),
  });

export const useReceivedApplications = ({ enabled = true } = {}) =>
  useQuery({ ...receivedApplicationsQueryOptions(), enabled });
