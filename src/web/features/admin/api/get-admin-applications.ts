import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminApplicationsResponse } from '#contracts/admin-missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** `query`: the list's URL query string (filters, page). */
export const adminApplicationsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.applications(query),
    queryFn: ({ signal }) => apiGet<TAdminApplicationsResponse>(`/api/admin/applications?${query}`, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminApplications = (query: string) => useQuery(adminApplicationsQueryOptions(query));
