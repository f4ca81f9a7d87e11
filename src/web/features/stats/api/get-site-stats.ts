import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteStatsResponse } from '#contracts/site-stats';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const siteStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.siteStats,
    queryFn: ({ signal }) => apiGet<TSiteStatsResponse>('/api/site/stats', signal),
    staleTime: 5 * 60 * 1000,
  });

/** The real counts behind the home page's figures. */
export const useSiteStats = () => useQuery(siteStatsQueryOptions());
