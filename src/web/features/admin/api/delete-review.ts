import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api-client.ts';
import { refreshAdminAndPublic } from './admin-keys.ts';

/** Deletes a review (the member's rating is recomputed on the server). */
export function deleteReview(reviewId: string): Promise<void> {
  return apiDelete(`/api/admin/reviews/${encodeURIComponent(reviewId)}`);
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    // The list and the dashboard's 'Avis' counter; the member's rating on profiles and in search.
    onSettled: () => refreshAdminAndPublic(queryClient),
  });
}
