import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminStats, TAdminStatsResponse } from '#contracts/admin';
import { apiGet } from '#web/lib/api-client.ts';

export async function getAdminStats(signal?: AbortSignal): Promise<TAdminStats> {
  return apiGet<TAdminStatsResponse>('/api/admin/stats', signal);
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
