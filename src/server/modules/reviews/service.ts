import { aliasedTable, and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TTestimonial } from '#contracts/reviews';
import { type Db, reviews } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';

const MIN_TESTIMONIAL_LENGTH = 40;

/** The best-rated, substantial, published, unreported reviews: what the home and testimonials pages quote. */
export async function listTestimonials(db: Db, limit: number): Promise<TTestimonial[]> {
  const reviewer = aliasedTable(profiles, 'reviewer');
  const reviewed = aliasedTable(profiles, 'reviewed');
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      reviewer: { id: reviewer.id, fullName: reviewer.fullName, avatarUrl: reviewer.avatarUrl, userType: reviewer.userType },
      reviewed: { id: reviewed.id, fullName: reviewed.fullName },
      jobId: missions.id,
      jobTitle: missions.title,
    })
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(reviewed, eq(reviewed.id, reviews.reviewedId))
    .leftJoin(missions, eq(missions.id, reviews.jobId))
    .where(
      and(
        eq(reviews.reported, false),
        isNotNull(reviews.publishedAt),
        isNotNull(reviews.comment),
        // Deleted accounts are quoted nowhere.
        isNull(reviewer.deletedAt),
        isNull(reviewed.deletedAt),
        sql`char_length(${reviews.comment}) >= ${MIN_TESTIMONIAL_LENGTH}`,
      ),
    )
    .orderBy(desc(reviews.rating), desc(reviews.createdAt))
    .limit(limit);
  return rows.map(({ jobId, jobTitle, comment, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    comment: comment ?? '',
    job: jobId && jobTitle ? { id: jobId, title: jobTitle } : null,
  }));
}
