import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchJobsResponse } from '#contracts/search';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { searchQueryString, type TSearchFilters } from '../search-params.ts';

/** Open missions matching the filters, 20 per page, most relevant then newest first. */
export function searchMissions(filters: TSearchFilters, signal?: AbortSignal): Promise<TSearchJobsResponse> {
  return apiGet<TSearchJobsResponse>(`/api/search/jobs?${searchQueryString(filters)}`, signal);
}

export const searchMissionsQueryOptions = (filters: TSearchFilters) =>
  queryOptions({
    queryKey: queryKeys.search.missions(filters),
    queryFn: ({ signal }) => searchMissions(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchMissions = (filters: TSearchFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...searchMissionsQueryOptions(filters), enabled });
