import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api-client.ts';
import { adminDashboardQueryOptions } from './get-admin-dashboard.ts';
import { adminReviewsKey } from './get-admin-reviews.ts';

/** Deletes a review (the member's rating is recomputed on the server). */
export function deleteReview(reviewId: string): Promise<void> {
  return apiDelete(`/api/admin/reviews/${encodeURIComponent(reviewId)}`);
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
        // The dashboard's 'Avis' counter.
        queryClient.invalidateQueries({ queryKey: adminDashboardQueryOptions().queryKey }),
      ]);
    },
  });
}
