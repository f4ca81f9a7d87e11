import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBackgroundJobsResponse } from '#contracts/admin-background-jobs';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** `query`: the list's URL query string (page). */
export const adminBackgroundJobsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...adminKey, 'background-jobs', query],
    queryFn: ({ signal }) => apiGet<TAdminBackgroundJobsResponse>(`/api/admin/background-jobs?${query}`, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminBackgroundJobs = (query: string) => useQuery(adminBackgroundJobsQueryOptions(query));
