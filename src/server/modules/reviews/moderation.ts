import { eq } from 'drizzle-orm';
import { type DbOrTx, type Tx, reviews } from '#server/db/index';
import { refreshManagerRating } from '#server/modules/profiles/index';

/** The moderation's changes to reviews (ADR 0043: only this module writes `reviews`). */

/** 'Approuver': the review stays as it is and is no longer reported. */
export async function clearReviewReport(tx: DbOrTx, reviewId: string): Promise<void> {
  await tx.update(reviews).set({ reported: false }).where(eq(reviews.id, reviewId));
}

/** A notice filed on a review (ADR 0058) lists it in the 'Avis' screen's reported ones and takes it off the testimonials. */
export async function flagReportedReview(tx: DbOrTx, reviewId: string): Promise<void> {
  await tx.update(reviews).set({ reported: true }).where(eq(reviews.id, reviewId));
}

/** Deletes the review and recomputes the reviewed community manager's rating and review count. */
export async function removeReview(tx: Tx, review: { id: string; reviewedId: string }): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, review.id));
  await refreshManagerRating(tx, review.reviewedId);
}
