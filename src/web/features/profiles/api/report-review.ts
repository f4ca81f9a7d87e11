import type { TReportResponse } from '#contracts/reviews';
import { apiPost } from '#web/lib/api-client.ts';

/** 'Signaler' on a published review (any signed-in member but its author). */
export const reportReview = (reviewId: string) => apiPost<TReportResponse>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, {});
