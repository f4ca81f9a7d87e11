import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminJobsResponse } from '#contracts/admin-missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** `query`: the list's URL query string (filters, sort, page). */
export const adminMissionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.missions(query),
    queryFn: ({ signal }) => apiGet<TAdminJobsResponse>(`/api/admin/jobs?${query}`, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminMissions = (query: string) => useQuery(adminMissionsQueryOptions(query));
