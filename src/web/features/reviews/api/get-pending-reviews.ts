import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPendingReviewsResponse } from '#contracts/reviews';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The viewer's collaborations to review, and their reviews not public yet. */
export function getPendingReviews(signal?: AbortSignal): Promise<TPendingReviewsResponse> {
  return apiGet<TPendingReviewsResponse>('/api/me/reviews/pending', signal);
}

export const pendingReviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.pending(),
    queryFn: ({ signal }) => getPendingReviews(signal),
  });

export const usePendingReviews = () => useQuery(pendingReviewsQueryOptions());
