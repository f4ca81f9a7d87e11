import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnJob, TOwnJobsResponse } from '#contracts/missions';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** 'Mes Offres': the viewer's missions in every status, newest first. */
export async function getMyMissions(signal?: AbortSignal): Promise<TOwnJob[]> {
  return (await apiGet<TOwnJobsResponse>('/api/me/jobs', signal)).jobs;
}

export const myMissionsQueryOptions = () => queryOptions({ queryKey: queryKeys.missions.own(), queryFn: ({ signal }) => getMyMissions(signal) });

export const useMyMissions = () => useQuery(myMissionsQueryOptions());
