import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobDetail, TJobDetailResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A mission; drafts only for their owner (404 for anyone else, as for a missing one). */
export async function getJob(id: string, signal?: AbortSignal): Promise<TJobDetail> {
  return (await apiGet<TJobDetailResponse>(`/api/jobs/${encodeURIComponent(id)}`, signal)).job;
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.jobs.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });

export const useJob = (id: string) => useQuery(jobQueryOptions(id));
