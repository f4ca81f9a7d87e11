import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminReviewsResponse } from '#contracts/admin-moderation';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One page of 'Gestion des avis'; `query` is the list's URL query (search, rating, reported, page). */
export function getAdminReviews(query: string, signal?: AbortSignal): Promise<TAdminReviewsResponse> {
  return apiGet<TAdminReviewsResponse>(`/api/admin/reviews?${query}`, signal);
}

export const adminReviewsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.reviews(query),
    queryFn: ({ signal }) => getAdminReviews(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (query: string) => useQuery(adminReviewsQueryOptions(query));
