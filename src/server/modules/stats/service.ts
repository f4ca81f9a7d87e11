import { and, avg, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { TSiteStatsResponse } from '#contracts/site-stats';
import type { Db } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { isPublicProfile, notSuspended } from '#server/modules/profiles/index';
import { profiles } from '#server/modules/profiles/read-model';
import { reviews } from '#server/modules/reviews/read-model';

const publicMembers = (db: Db, userType: 'community_manager' | 'company') =>
  db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.userType, userType), isPublicProfile()));

/** The home page's figures, counted in the database (ADR 0052): what the public site shows, nothing more. */
export async function siteStats(db: Db): Promise<TSiteStatsResponse> {
  const [[managers], [companies], [published], [rated]] = await Promise.all([
    publicMembers(db, 'community_manager'),
    publicMembers(db, 'company'),
    db
      .select({ n: count() })
      .from(missions)
      .where(and(ne(missions.status, 'draft'), notSuspended(missions.clientId))),
    db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(isNotNull(reviews.publishedAt)),
  ]);
  return {
    managers: managers?.n ?? 0,
    companies: companies?.n ?? 0,
    missions: published?.n ?? 0,
    reviews: rated?.n ?? 0,
    averageRating: rated?.average == null ? null : Math.round(Number(rated.average) * 10) / 10,
  };
}
