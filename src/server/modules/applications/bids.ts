import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TBid, TBidView, TBidsResponse, TVolumes } from '#contracts/briefs';
import { briefMessages, VOLUME_KINDS, type TBidBasis, type TBidSort } from '#contracts/briefs-terms';
import { jobMessages } from '#contracts/missions-messages';
import type { Viewer } from '#server/auth/index';
import { type Db, applications } from '#server/db/index';
import { missionVolumes } from '#server/modules/missions/index';
import { missions } from '#server/modules/missions/read-model';
import { communityManagers, profiles } from '#server/modules/profiles/read-model';
import { forbidden, invalid, notFound } from '#server/http/errors';

/**
 * The bid an application carries (issue 23, ADR 0055): a price per month or in total, the earliest
 * start, and the volumes offered against the brief's; and the owner's side-by-side comparison.
 */

/** An instant's calendar day in France, `2026-11-26` (the day a bid may start from). */
const frenchDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

export const bidColumns = {
  amount: applications.bidAmount,
  basis: applications.bidBasis,
  months: applications.bidMonths,
  earliestStart: applications.bidStartDate,
};
/** Selected beside `bidColumns` (Drizzle nests one level). */
export const bidVolumeColumns = {
  posts: applications.bidPosts,
  stories: applications.bidStories,
  short_videos: applications.bidShortVideos,
  moderation_hours: applications.bidModerationHours,
};
export type BidRow = { amount: number | null; basis: TBidBasis | null; months: number | null; earliestStart: string | null };

/** Null for an application sent before bids existed (the three are set together: a check constraint). */
export const toBid = ({ amount, basis, months, earliestStart }: BidRow, volumes: TVolumes): TBidView | null =>
  amount !== null && basis !== null && earliestStart !== null ? { amount, basis, months, earliestStart, volumes } : null;

export const bidValues = (bid: TBid) => ({
  bidAmount: bid.amount,
  bidBasis: bid.basis,
  bidMonths: bid.months,
  bidStartDate: bid.earliest_start,
  bidPosts: bid.volumes.posts,
  bidStories: bid.volumes.stories,
  bidShortVideos: bid.volumes.short_videos,
  bidModerationHours: bid.volumes.moderation_hours,
});

/**
 * A bid answers every volume the brief asks for (a figure above zero) and starts today or later,
 * French time. Volumes the brief leaves unsaid may be offered or not.
 */
export function assertBidAnswersBrief(bid: TBid, requested: TVolumes, now: Date): void {
  const fields: Record<string, string> = {};
  if (bid.earliest_start < frenchDay.format(now)) fields['bid.earliest_start'] = briefMessages.bidStartPast;
  for (const kind of VOLUME_KINDS) {
    if ((requested[kind] ?? 0) > 0 && bid.volumes[kind] === null) fields[`bid.volumes.${kind}`] = briefMessages.volumeAnswerRequired;
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** A rating exists only with published reviews (ADR 0051). */
const applicantRating = sql<number | null>`CASE WHEN ${communityManagers.totalReviews} > 0 THEN ${communityManagers.averageRating} END`;

/**
 * The price per month: a monthly price, or a total over the months its applicant said it covers
 * (ADR 0055 §6); null for a total without a duration (sent before it was asked) and without a bid.
 */
const monthlyEquivalent = sql`CASE WHEN ${applications.bidBasis} = 'monthly' THEN ${applications.bidAmount}::numeric ELSE ${applications.bidAmount}::numeric / ${applications.bidMonths} END`;
/** Every bid by its price per month, cheapest first; then totals without a duration, cheapest first; without a bid last. */
const byPrice: SQL[] = [
  sql`${monthlyEquivalent} ASC NULLS LAST`,
  sql`${applications.bidBasis} ASC NULLS LAST`,
  sql`${applications.bidAmount} ASC NULLS LAST`,
];
const bidOrder: Record<TBidSort, SQL[]> = {
  price: [...byPrice, desc(applications.createdAt), asc(applications.id)],
  start: [sql`${applications.bidStartDate} ASC NULLS LAST`, ...byPrice, desc(applications.createdAt), asc(applications.id)],
};

/**
 * The bids of one mission still in play (refused applications left out), for its owner only: 404
 * for someone else's draft, 403 for anyone else. Looking at the bids does not mark the letters read.
 */
export async function listMissionBids(db: Db, viewer: Viewer, jobId: string, sort: TBidSort): Promise<TBidsResponse> {
  const [job] = await db
    .select({ id: missions.id, title: missions.title, status: missions.status, clientId: missions.clientId, volumes: missionVolumes })
    .from(missions)
    .where(eq(missions.id, jobId));
  if (!job || (job.status === 'draft' && job.clientId !== viewer.id)) throw notFound(jobMessages.notFound);
  if (job.clientId !== viewer.id) throw forbidden(jobMessages.notOwner);
  const rows = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      applicant: { id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl },
      bid: bidColumns,
      bidVolumes: bidVolumeColumns,
      averageRating: applicantRating,
      reviewCount: sql<number>`coalesce(${communityManagers.totalReviews}, 0)::int`,
      experienceYears: communityManagers.experienceYears,
    })
    .from(applications)
    .innerJoin(profiles, eq(profiles.id, applications.applicantId))
    .leftJoin(communityManagers, eq(communityManagers.id, applications.applicantId))
    .where(and(eq(applications.jobId, jobId), ne(applications.status, 'rejected')))
    .orderBy(...bidOrder[sort]);
  return {
    mission: { id: job.id, title: job.title, volumes: job.volumes },
    bids: rows.map(({ averageRating, reviewCount, experienceYears, bid, bidVolumes, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      bid: toBid(bid, bidVolumes),
      applicantFacts: { averageRating: averageRating === null ? null : Number(averageRating), reviewCount: Number(reviewCount), experienceYears },
    })),
  };
}
