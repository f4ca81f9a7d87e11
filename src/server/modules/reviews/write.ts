import { aliasedTable, and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { TOwnReview, TPendingReview, TWriteReviewRequest } from '#contracts/reviews';
import { REVIEW_BLIND_MS, reviewMessages } from '#contracts/reviews-terms';
import type { Viewer } from '#server/auth/index';
import { type Db, type Tx, preparedPerDatabase, reviews } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { conflict, forbidden, idOr404, notFound } from '#server/http/errors';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { refreshManagerRating } from '#server/modules/profiles/index';
import { enqueue } from '#server/queue/index';

/**
 * Reviews both ways after working together (ADR: double-blind reviews). A collaboration is an
 * accepted application on a closed mission (the hired one when the client named it): its client
 * and its community manager may each review the other once. A review stays hidden until both
 * wrote theirs, or until the 'reviews.publish' job enqueued with the first one runs 14 days later.
 */

/** A collaboration a viewer may review: an accepted application on a closed mission (the hired one if named). */
const isCollaboration = and(
  eq(applications.status, 'accepted'),
  eq(missions.status, 'closed'),
  or(isNull(missions.hiredApplicationId), eq(missions.hiredApplicationId, applications.id)),
);

const toOwnReview = (row: { id: string; rating: number; comment: string | null; createdAt: Date; publishedAt: Date | null }): TOwnReview => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment ?? '',
  createdAt: row.createdAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/** The viewer reviews the other side of an application: 404 unknown, 403 not a party, 409 not closed yet or twice. */
export async function writeReview(db: Db, links: LinkBase, viewer: Viewer, applicationId: string, input: TWriteReviewRequest): Promise<TOwnReview> {
  idOr404(applicationId, reviewMessages.applicationNotFound);
  return db.transaction(async (tx) => {
    // The mission's row lock serialises both sides writing at once: the second one sees the first.
    const [row] = await tx
      .select({
        jobId: missions.id,
        jobTitle: missions.title,
        clientId: missions.clientId,
        applicantId: applications.applicantId,
        collaboration: sql<boolean>`coalesce(${isCollaboration!}, false)`,
      })
      .from(applications)
      .innerJoin(missions, eq(missions.id, applications.jobId))
      .where(eq(applications.id, applicationId))
      .for('update', { of: missions });
    if (!row) throw notFound(reviewMessages.applicationNotFound);
    if (viewer.id !== row.clientId && viewer.id !== row.applicantId) throw forbidden(reviewMessages.notParty);
    if (!row.collaboration) throw conflict(reviewMessages.notYet);
    const reviewedId = viewer.id === row.clientId ? row.applicantId : row.clientId;

    const [created] = await tx
      .insert(reviews)
      .values({
        jobId: row.jobId,
        reviewerId: viewer.id,
        reviewedId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(reviewMessages.alreadyWritten);

    const [other] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.jobId, row.jobId), eq(reviews.reviewerId, reviewedId), eq(reviews.reviewedId, viewer.id)));
    if (other) {
      await publishMissionReviews(tx, links, row.jobId);
    } else {
      // The first review: published with the other side's, or by this job 14 days from now.
      await enqueue(tx, {
        kind: 'reviews.publish',
        payload: { jobId: row.jobId },
        runAt: new Date(created.createdAt.getTime() + REVIEW_BLIND_MS),
      });
      await recordEvent(tx, { type: 'review.written', reviewId: created.id, reviewerId: viewer.id, reviewedId });
    }
    const [own] = await tx.select().from(reviews).where(eq(reviews.id, created.id));
    return toOwnReview(own!);
  });
}

/**
 * Publishes a mission's hidden reviews in the caller's transaction: recomputes the reviewed
 * community managers' rating from their published reviews, and records each review published,
 * so the notifier tells the reviewed member (in the app, and by mail unless turned off) after the
 * commit. Publishing twice changes nothing.
 */
export async function publishMissionReviews(tx: Tx, links: LinkBase, jobId: string): Promise<number> {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: new Date() })
    .where(and(eq(reviews.jobId, jobId), isNull(reviews.publishedAt)))
    .returning({
      id: reviews.id,
      reviewerId: reviews.reviewerId,
      reviewedId: reviews.reviewedId,
    });
  if (published.length === 0) return 0;
  const [job] = await tx.select({ title: missions.title }).from(missions).where(eq(missions.id, jobId));
  for (const { id, reviewerId, reviewedId } of published) {
    await refreshManagerRating(tx, reviewedId);
    await recordEvent(tx, {
      type: 'review.published',
      reviewId: id,
      reviewerId,
      reviewedId,
      missionTitle: job?.title ?? '',
      baseUrl: links.baseUrl,
    });
  }
  return published.length;
}

/** The 'reviews.publish' job: the 14 days are over, whatever the other side did. */
export function reviewsPublishHandler(db: Db, links: LinkBase) {
  return async ({ jobId }: { jobId: string }) => {
    await db.transaction((tx) => publishMissionReviews(tx, links, jobId));
  };
}

const PENDING_REVIEWS_LIMIT = 20;
const client = aliasedTable(profiles, 'client');
const applicant = aliasedTable(profiles, 'applicant');
const own = aliasedTable(reviews, 'own');
const theirs = aliasedTable(reviews, 'theirs');

const viewerId = sql.placeholder('viewerId');
/** The collaborations the viewer has a review to write or to finish for (a prepared statement: five joins to plan). */
const pendingReviews = preparedPerDatabase((db) =>
  db
    .select({
      applicationId: applications.id,
      job: { id: missions.id, title: missions.title },
      clientId: missions.clientId,
      client: {
        id: client.id,
        fullName: client.fullName,
        avatarUrl: client.avatarUrl,
      },
      applicant: {
        id: applicant.id,
        fullName: applicant.fullName,
        avatarUrl: applicant.avatarUrl,
      },
      own: {
        id: own.id,
        rating: own.rating,
        comment: own.comment,
        createdAt: own.createdAt,
        publishedAt: own.publishedAt,
      },
      theirsId: theirs.id,
    })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .innerJoin(client, eq(client.id, missions.clientId))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .leftJoin(own, and(eq(own.jobId, missions.id), eq(own.reviewerId, viewerId)))
    .leftJoin(theirs, and(eq(theirs.jobId, missions.id), eq(theirs.reviewedId, viewerId), ne(theirs.reviewerId, viewerId)))
    .where(
      and(isCollaboration, or(eq(missions.clientId, viewerId), eq(applications.applicantId, viewerId)), or(isNull(own.id), isNull(own.publishedAt))),
    )
    .orderBy(sql`${missions.closedAt} DESC NULLS LAST`, desc(missions.updatedAt))
    .limit(PENDING_REVIEWS_LIMIT)
    .prepare('reviews_pending'),
);

/**
 * The viewer's collaborations to review, and those reviewed but not public yet (the other
 * side's review is never returned: only whether it exists). Most recently closed first.
 */
export async function listPendingReviews(db: Db, viewer: Viewer): Promise<TPendingReview[]> {
  const rows = await pendingReviews(db).execute({ viewerId: viewer.id });
  return rows.map((row) => ({
    applicationId: row.applicationId,
    job: row.job,
    counterpart: row.clientId === viewer.id ? row.applicant : row.client,
    ownReview: row.own?.id ? toOwnReview(row.own) : null,
    otherWrote: row.theirsId !== null,
  }));
}
