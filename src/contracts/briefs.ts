import { z } from 'zod';
import { JOB_BUDGET_MAX } from './missions-terms.ts';
import { BID_BASES, BID_MONTHS_MAX, BID_SORTS, SOCIAL_NETWORKS, VOLUME_MAX, briefMessages } from './briefs-terms.ts';
import { APPLICATION_STATUSES } from './applications-terms.ts';
import { jobMessages } from './missions-messages.ts';
import { zWholeNumber } from './whole-number.ts';

export const ZSocialNetwork = z.enum(SOCIAL_NETWORKS, briefMessages.networkUnknown);

/** A calendar day, `2026-12-01`. */
const zDay = (message: string) => z.iso.date(message);

const zVolume = zWholeNumber(briefMessages.volume, 0, VOLUME_MAX).nullable().default(null);

/** Monthly volumes per kind; null where nothing was said. */
export const ZVolumes = z.object({ posts: zVolume, stories: zVolume, short_videos: zVolume, moderation_hours: zVolume });
export type TVolumes = z.output<typeof ZVolumes>;
export const NO_VOLUMES: TVolumes = { posts: null, stories: null, short_videos: null, moderation_hours: null };

/**
 * The brief's fields of the mission form (POST /api/jobs, PATCH /api/jobs/:id). Every one may be
 * left unsaid ('Non précisé'); a request without them (an older client) says nothing.
 */
export const ZBriefFields = {
  networks: z.array(ZSocialNetwork).max(SOCIAL_NETWORKS.length).default([]),
  volumes: ZVolumes.default(NO_VOLUMES),
  /** Whether the mission includes managing paid ads; null: not said. */
  ads_managed: z.boolean().nullable().default(null),
  /** The monthly ads budget in euros, only when ads are managed (optional then too). */
  ads_budget: zWholeNumber(jobMessages.budgetInteger, 0, JOB_BUDGET_MAX, jobMessages.budgetTooHigh).nullable().default(null),
  start_date: zDay(briefMessages.date).nullable().default(null),
};

/** The brief as the mission page shows it. */
export const ZBrief = z.object({
  networks: z.array(ZSocialNetwork),
  volumes: z.object({
    posts: z.number().int().nullable(),
    stories: z.number().int().nullable(),
    short_videos: z.number().int().nullable(),
    moderation_hours: z.number().int().nullable(),
  }),
  adsManaged: z.boolean().nullable(),
  adsBudget: z.number().int().nullable(),
  startDate: z.iso.date().nullable(),
});
export type TBrief = z.infer<typeof ZBrief>;

/**
 * The bid every application carries (POST /api/jobs/:id/applications). A total price says how many
 * months it covers (required then, refused with a monthly price): the comparison's monthly equivalent.
 */
export const ZBid = z
  .object({
    amount: zWholeNumber(briefMessages.bidAmount, 1, JOB_BUDGET_MAX),
    basis: z.enum(BID_BASES, briefMessages.bidBasis),
    months: zWholeNumber(briefMessages.bidMonths, 1, BID_MONTHS_MAX).nullable().default(null),
    earliest_start: zDay(briefMessages.bidStart),
    /** The volumes offered; each one the brief asks for must be answered (the server checks it against the mission). */
    volumes: ZVolumes.default(NO_VOLUMES),
  })
  .superRefine((bid, ctx) => {
    if (bid.basis === 'total' && bid.months === null) ctx.addIssue({ code: 'custom', path: ['months'], message: briefMessages.bidMonths });
    if (bid.basis === 'monthly' && bid.months !== null)
      ctx.addIssue({ code: 'custom', path: ['months'], message: briefMessages.bidMonthsOnlyForTotal });
  });
export type TBidRequest = z.input<typeof ZBid>;
export type TBid = z.output<typeof ZBid>;

/** A bid as both sides read it; null on an application sent before bids existed. */
export const ZBidView = z.object({
  amount: z.number().int(),
  basis: z.enum(BID_BASES),
  /** The months a total price covers, when the applicant said (null for a monthly price, and for totals sent before it was asked). */
  months: z.number().int().nullable(),
  earliestStart: z.iso.date(),
  volumes: ZBrief.shape.volumes,
});
export type TBidView = z.infer<typeof ZBidView>;

/** GET /api/jobs/:id/bids?sort= — the owner's side-by-side comparison. */
export const ZBidsQuery = z.object({ sort: z.enum(BID_SORTS).default('price') });

export const ZComparedBid = z.object({
  applicationId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  applicant: z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  bid: ZBidView.nullable(),
  /** A rating only with published reviews, experience only when the member entered it (ADR 0052). */
  applicantFacts: z.object({
    averageRating: z.number().nullable(),
    reviewCount: z.number().int().min(0),
    experienceYears: z.number().int().nullable(),
  }),
});
export type TComparedBid = z.infer<typeof ZComparedBid>;

export const ZBidsResponse = z.object({
  mission: z.object({ id: z.uuid(), title: z.string(), volumes: ZBrief.shape.volumes }),
  bids: z.array(ZComparedBid),
});
export type TBidsResponse = z.infer<typeof ZBidsResponse>;
