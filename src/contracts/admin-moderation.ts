import { z } from 'zod';
import { ZAdminListQuery, zAdminPage } from './admin.ts';
import { REVIEW_RATING_FILTERS } from './admin-moderation-terms.ts';
import { ZUserType } from './accounts.ts';
import { CONTACT_WARNING_REASONS } from './contact-warnings.ts';

/** A checkbox filter in the query string: present as 'true' when ticked. */
const zCheckedFilter = () =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true');

const ZModerationMember = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/** GET /api/admin/reviews — search (comment, reviewer and reviewed names), rating, reported only; newest first. */
export const ZAdminReviewsQuery = ZAdminListQuery.extend({
  rating: z.enum(REVIEW_RATING_FILTERS).optional(),
  reported: zCheckedFilter(),
});
export type TAdminReviewsQuery = z.infer<typeof ZAdminReviewsQuery>;

export const ZAdminReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  reported: z.boolean(),
  /** Double-blind: null while the review is hidden (not shown nor counted yet). */
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  reviewer: ZModerationMember,
  reviewed: ZModerationMember,
  job: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;
export const ZAdminReviewsResponse = zAdminPage(ZAdminReview);
export type TAdminReviewsResponse = z.infer<typeof ZAdminReviewsResponse>;

/** POST /api/admin/reviews/:id/approve — the review stays, no longer reported. */
export const ZApproveReviewResponse = z.object({ review: ZAdminReview });
export type TApproveReviewResponse = z.infer<typeof ZApproveReviewResponse>;

/** GET /api/admin/messages — search (content, sender and receiver names), reported (or flagged by the detector) only; newest first. */
export const ZAdminMessagesQuery = ZAdminListQuery.extend({ reported: zCheckedFilter() });
export type TAdminMessagesQuery = z.infer<typeof ZAdminMessagesQuery>;

const ZModerationParty = ZModerationMember.extend({ userType: ZUserType });

export const ZAdminMessage = z.object({
  id: z.uuid(),
  /** Empty once removed by moderation (`moderated`). */
  content: z.string(),
  reported: z.boolean(),
  moderated: z.boolean(),
  /** What the scam detector found in it, sent before a hire (ADR 0057). */
  warnings: z.array(z.enum(CONTACT_WARNING_REASONS)),
  /** Queued by the detector (an account younger than 7 days) and not removed yet. */
  flagged: z.boolean(),
  createdAt: z.iso.datetime(),
  sender: ZModerationParty,
  receiver: ZModerationParty,
});
export type TAdminMessage = z.infer<typeof ZAdminMessage>;
export const ZAdminMessagesResponse = zAdminPage(ZAdminMessage);
export type TAdminMessagesResponse = z.infer<typeof ZAdminMessagesResponse>;

/** GET /api/admin/messages/counters — real counts, whatever the list's filters. */
export const ZAdminMessageCounters = z.object({
  /** Sent today (calendar day in France). */
  today: z.number().int().min(0),
  /** Reported, or flagged by the scam detector, and still shown. */
  reported: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type TAdminMessageCounters = z.infer<typeof ZAdminMessageCounters>;
