import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminReview, TApproveReviewResponse } from '#contracts/admin-moderation';
import { apiPost } from '#web/lib/api-client.ts';
import { refreshAdmin } from './admin-keys.ts';

/** 'Approuver': the review is no longer reported. */
export async function approveReview(reviewId: string): Promise<TAdminReview> {
  const { review } = await apiPost<TApproveReviewResponse>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/approve`, {});
  return review;
}

export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveReview,
    // The list and the dashboard's counters.
    onSettled: () => refreshAdmin(queryClient),
  });
}
