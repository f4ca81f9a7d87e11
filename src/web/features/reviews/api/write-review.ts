import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOwnReview, TWriteReviewRequest } from '#contracts/reviews';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function writeReview(applicationId: string, review: TWriteReviewRequest): Promise<TOwnReview> {
  return (await apiPost<{ review: TOwnReview }>(`/api/applications/${encodeURIComponent(applicationId)}/review`, review)).review;
}

/** Writes the viewer's review of a collaboration, then refreshes the reviews and the profiles that show them (once published). */
export function useWriteReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TWriteReviewRequest) => writeReview(applicationId, review),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
      ]),
  });
}
