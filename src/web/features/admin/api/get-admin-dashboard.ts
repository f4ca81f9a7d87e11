import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminDashboard } from '#contracts/admin';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.dashboard(),
    queryFn: ({ signal }) => apiGet<TAdminDashboard>('/api/admin/dashboard', signal),
  });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
