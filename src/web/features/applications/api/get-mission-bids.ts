import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBidsResponse } from '#contracts/briefs';
import type { TBidSort } from '#contracts/briefs-terms';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One of the viewer's missions' bids still in play, sorted by price or by start. */
export async function getMissionBids(missionId: string, sort: TBidSort, signal?: AbortSignal): Promise<TBidsResponse> {
  return apiGet<TBidsResponse>(`/api/jobs/${encodeURIComponent(missionId)}/bids?sort=${sort}`, signal);
}

export const missionBidsQueryOptions = (missionId: string, sort: TBidSort) =>
  queryOptions({ queryKey: queryKeys.missions.bids(missionId, sort), queryFn: ({ signal }) => getMissionBids(missionId, sort, signal) });

export const useMissionBids = (missionId: string, sort: TBidSort) => useQuery(missionBidsQueryOptions(missionId, sort));
