import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchManagersResponse } from '#contracts/search';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { searchQueryString, type TSearchFilters } from '../search-params.ts';

/** Community managers matching the filters, 20 per page, best first. */
export function searchManagers(filters: TSearchFilters, signal?: AbortSignal): Promise<TSearchManagersResponse> {
  return apiGet<TSearchManagersResponse>(`/api/search/managers?${searchQueryString(filters)}`, signal);
}

export const searchManagersQueryOptions = (filters: TSearchFilters) =>
  queryOptions({
    queryKey: queryKeys.search.managers(filters),
    // A newer search makes this one unused: TanStack Query aborts it through the signal.
    queryFn: ({ signal }) => searchManagers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchManagers = (filters: TSearchFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...searchManagersQueryOptions(filters), enabled });
