import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminStatsResponse, type TAdminStats } from '#contracts/admin';
import { apiGet } from '#web/lib/api-client.ts';

export async function getAdminStats(signal?: AbortSignal): Promise<TAdminStats> {
  return apiGet('/api/admin/stats', ZAdminStatsResponse, signal);
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
