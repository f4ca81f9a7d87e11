import { and, eq, sql } from 'drizzle-orm';
import { type Tx, communityManagers } from '#server/db/index';
import { reviews } from '#server/modules/reviews/read-model';

/**
 * A community manager's average rating and review count, from their published reviews only.
 * The row is locked first, in its own statement: two missions' reviews published at the same
 * time then count each other (an UPDATE's subqueries would read the snapshot taken before
 * waiting for the other transaction, and the second write would drop the first's review).
 */
export async function refreshManagerRating(tx: Tx, managerId: string): Promise<void> {
  const publishedAbout = and(eq(reviews.reviewedId, managerId), sql`${reviews.publishedAt} IS NOT NULL`);
  await tx.select({ id: communityManagers.id }).from(communityManagers).where(eq(communityManagers.id, managerId)).for('update');
  await tx
    .update(communityManagers)
    .set({
      averageRating: sql`(SELECT avg(${reviews.rating})::real FROM ${reviews} WHERE ${publishedAbout})`,
      totalReviews: sql`(SELECT count(*)::int FROM ${reviews} WHERE ${publishedAbout})`,
    })
    .where(eq(communityManagers.id, managerId));
}
