import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ZApplicationsResponseWire, type TApplicationView } from './wire.ts';

/** A community manager's own applications, newest first. */
export async function getMyApplications(signal?: AbortSignal): Promise<TApplicationView[]> {
  return (await apiGet('/api/me/applications', ZApplicationsResponseWire, signal)).applications;
}

export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applications.own(),
    queryFn: ({ signal }) => getMyApplications(signal),
  });

export const useMyApplications = ({ enabled = true } = {}) => useQuery({ ...myApplicationsQueryOptions(), enabled });
