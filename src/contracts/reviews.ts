import { z } from 'zod';
import { ZUserType } from './accounts.ts';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_COMMENT_MIN_LENGTH, reviewMessages } from './reviews-terms.ts';
import { zText } from './text.ts';

export const ZTestimonialsQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).default(6) });

export const ZTestimonial = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  reviewer: z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable(), userType: ZUserType }),
  reviewed: z.object({ id: z.uuid(), fullName: z.string() }),
  job: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;
export const ZTestimonialsResponse = z.object({ testimonials: z.array(ZTestimonial) });
export type TTestimonialsResponse = z.infer<typeof ZTestimonialsResponse>;

/** POST /api/applications/:id/review — one side of an accepted application on a closed mission reviews the other. */
export const ZWriteReviewRequest = z.object({
  rating: z
    .number(reviewMessages.ratingRequired)
    .int(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRequired),
  comment: zText(REVIEW_COMMENT_MAX_LENGTH, { trim: true, tooLong: reviewMessages.commentTooLong }).min(
    REVIEW_COMMENT_MIN_LENGTH,
    reviewMessages.commentTooShort,
  ),
});
export type TWriteReviewRequest = z.infer<typeof ZWriteReviewRequest>;

/** The viewer's own review of a mission; `publishedAt` is null while the other side's is awaited. */
export const ZOwnReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
});
export type TOwnReview = z.infer<typeof ZOwnReview>;
export const ZWriteReviewResponse = z.object({ review: ZOwnReview });

/** A collaboration the viewer can review, or whose review is not public yet. */
export const ZPendingReview = z.object({
  applicationId: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  /** The person to review. */
  counterpart: z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  ownReview: ZOwnReview.nullable(),
  /** The other side wrote theirs (its content stays hidden until publication). */
  otherWrote: z.boolean(),
});
export type TPendingReview = z.infer<typeof ZPendingReview>;
export const ZPendingReviewsResponse = z.object({ reviews: z.array(ZPendingReview) });
export type TPendingReviewsResponse = z.infer<typeof ZPendingReviewsResponse>;
