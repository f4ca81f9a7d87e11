import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobDetail, TJobDetailResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A mission; drafts only for their owner (404 for anyone else, as for a missing one). */
export async function getMission(id: string, signal?: AbortSignal): Promise<TJobDetail> {
  return (await apiGet<TJobDetailResponse>(`/api/jobs/${encodeURIComponent(id)}`, signal)).job;
}

export const missionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.missions.detail(id),
    queryFn: ({ signal }) => getMission(id, signal),
  });

export const useMission = (id: string) => useQuery(missionQueryOptions(id));
