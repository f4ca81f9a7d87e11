import { aliasedTable, and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAdminReview, TAdminReviewsQuery, TAdminReviewsResponse } from '#contracts/admin-moderation';
import { MODERATION_AUDIT_ACTIONS, reviewModerationTexts } from '#contracts/admin-moderation-terms';
import type { Db, DbOrTx } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { reviews } from '#server/modules/reviews/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { clearReviewReport, removeReview } from '#server/modules/reviews/index';
import { changedFields, recordAudit } from '../audit.ts';
import { listPage, matchesSearch } from '../list.ts';
import { memberColumns, toTotal } from './parties.ts';

const reviewer = aliasedTable(profiles, 'reviewer');
const reviewed = aliasedTable(profiles, 'reviewed');

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  reported: reviews.reported,
  publishedAt: reviews.publishedAt,
  createdAt: reviews.createdAt,
  reviewer: memberColumns(reviewer),
  reviewed: memberColumns(reviewed),
  jobId: missions.id,
  jobTitle: missions.title,
};

/** Reviews with their two members and mission, filtered by `where`. */
function selectReviews(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(reviewed, eq(reviewed.id, reviews.reviewedId))
    .leftJoin(missions, eq(missions.id, reviews.jobId))
    .where(where);
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];
const toAdminReview = ({ jobId, jobTitle, publishedAt, createdAt, ...row }: ReviewRow): TAdminReview => ({
  ...row,
  publishedAt: publishedAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
  job: jobId && jobTitle ? { id: jobId, title: jobTitle } : null,
});

/** 'Gestion des avis': search (comment, reviewer and reviewed names), rating, reported only; newest first. */
export async function listAdminReviews(db: Db, query: TAdminReviewsQuery): Promise<TAdminReviewsResponse> {
  const where = and(
    matchesSearch(query.q, [reviews.comment, reviewer.fullName, reviewed.fullName]),
    query.rating ? eq(reviews.rating, Number(query.rating)) : undefined,
    query.reported ? eq(reviews.reported, true) : undefined,
  );
  return listPage(query, {
    rows: async ({ limit, offset }) =>
      (await selectReviews(db, where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset)).map(toAdminReview),
    total: async () =>
      toTotal(
        await db
          .select({ total: count() })
          .from(reviews)
          .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
          .innerJoin(reviewed, eq(reviewed.id, reviews.reviewedId))
          .where(where),
      ),
  });
}

/** The review, its row locked for the rest of the transaction (404 when it does not exist). */
async function lockReview(tx: DbOrTx, reviewId: string): Promise<TAdminReview> {
  idOr404(reviewId, reviewModerationTexts.notFound);
  const [locked] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
  const [row] = locked ? await selectReviews(tx, eq(reviews.id, reviewId)) : [];
  if (!row) throw notFound(reviewModerationTexts.notFound);
  return toAdminReview(row);
}

const labelOf = (review: TAdminReview) => `Avis de ${review.reviewer.fullName} sur ${review.reviewed.fullName}`;

/**
 * 'Approuver': the review stays as it is and is no longer reported. Approving a review that
 * is not reported changes nothing (and writes no audit entry).
 */
export async function approveReview(db: Db, actorId: string, reviewId: string): Promise<TAdminReview> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review.reported) return review;
    await clearReviewReport(tx, review.id);
    await recordAudit(tx, actorId, {
      action: MODERATION_AUDIT_ACTIONS.reviewApprove,
      entity: 'review',
      entityId: review.id,
      label: labelOf(review),
      changes: { reported: { from: true, to: false } },
    });
    return { ...review, reported: false };
  });
}

/**
 * Deletes a review and, in the same transaction, recomputes the reviewed community manager's
 * rating and review count from their published reviews (the reviews module's recompute, which
 * locks their row first).
 */
export async function deleteReview(db: Db, actorId: string, reviewId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    await removeReview(tx, { id: review.id, reviewedId: review.reviewed.id });
    const { rating, comment, reported, publishedAt } = review;
    await recordAudit(tx, actorId, {
      action: MODERATION_AUDIT_ACTIONS.reviewDelete,
      entity: 'review',
      entityId: review.id,
      label: labelOf(review),
      changes: changedFields({ rating, comment, reported, publishedAt, job: review.job?.title ?? null }, null),
    });
  });
}
