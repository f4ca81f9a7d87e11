import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUsersResponse } from '#contracts/admin-users';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** 'Gestion des utilisateurs': one page of accounts and the counts per type. `query`: the list's API query string. */
export async function getAdminUsers(query: string, signal?: AbortSignal): Promise<TAdminUsersResponse> {
  return apiGet<TAdminUsersResponse>(`/api/admin/users?${query}`, signal);
}

export const adminUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.users(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: string) => useQuery(adminUsersQueryOptions(query));
