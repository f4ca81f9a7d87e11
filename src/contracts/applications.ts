import { z } from 'zod';
import { zParam, zText } from './text.ts';
import { ZBid, ZBidView } from './briefs.ts';
import { CREDIT_REASONS } from './credits-terms.ts';
import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX_LENGTH,
  RECEIVED_APPLICATION_SORTS,
  RECEIVED_APPLICATIONS_PAGE_SIZE,
  REJECTION_NOTE_MAX_LENGTH,
  REJECTION_REASONS,
  applicationMessages,
} from './applications-terms.ts';

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

export const ZApplyRequest = z.object({
  coverLetter: zText(COVER_LETTER_MAX_LENGTH, { trim: true }).min(1, applicationMessages.coverLetterRequired),
  bid: ZBid,
});
export type TApplyRequest = z.input<typeof ZApplyRequest>;
export type TApply = z.output<typeof ZApplyRequest>;

/** A mission or application id in the path (a malformed one answers 404). */
export const ZIdParams = z.object({ id: zParam() });

export const ZRejectionReason = z.enum(REJECTION_REASONS, { error: applicationMessages.rejectionReasonInvalid });

/** Why an application was refused, as the owner gave it and its author reads it ('other' needs a note). */
export const ZRejection = z
  .object({
    reason: ZRejectionReason,
    note: zText(REJECTION_NOTE_MAX_LENGTH, { trim: true, tooLong: applicationMessages.rejectionNoteTooLong }).nullable().default(null),
  })
  .superRefine((rejection, ctx) => {
    if (rejection.reason === 'other' && !rejection.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: applicationMessages.rejectionNoteRequired });
    }
    if (rejection.reason !== 'other' && rejection.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: applicationMessages.rejectionNoteOnlyForOther });
    }
  });
export type TRejection = z.output<typeof ZRejection>;

/**
 * PATCH /api/applications/:id — the owner's step: shortlist a pending application, accept one
 * still undecided, or refuse it with an optional reason.
 */
export const ZAnswerApplicationRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('shortlisted') }),
  z.object({ status: z.literal('accepted') }),
  z.object({ status: z.literal('rejected'), rejection: ZRejection.nullable().default(null) }),
]);
export type TAnswerApplicationRequest = z.input<typeof ZAnswerApplicationRequest>;
export type TAnswerApplication = z.output<typeof ZAnswerApplicationRequest>;

const ZPerson = z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), avatarUrl: z.string().nullable() });

export const ZApplication = z.object({
  id: z.uuid(),
  status: ZApplicationStatus,
  coverLetter: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  client: z.object({ id: z.uuid(), fullName: z.string(), companyName: z.string().nullable() }),
  applicant: ZPerson,
  /** The reason given when refused (null otherwise, or when none was given). */
  rejection: z.object({ reason: ZRejectionReason, note: z.string().nullable() }).nullable(),
  /** The price, start and volumes offered (null on an application sent before bids existed). */
  bid: ZBidView.nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationResponse = z.object({ application: ZApplication });
export type TApplicationResponse = z.infer<typeof ZApplicationResponse>;

/**
 * The author's own application as 'Mes Candidatures' lists it: the cover letter's first 150
 * characters (the card shows no more; the author is the viewer, so no applicant), with the credit
 * its fee came back as, if its client ignored it (ADR 0054).
 */
export const ZOwnApplication = ZApplication.omit({ coverLetter: true, applicant: true }).extend({
  coverLetterPreview: z.string(),
  credit: z.object({ amountCents: z.number().int(), currency: z.string(), reason: z.enum(CREDIT_REASONS) }).nullable(),
});
export type TOwnApplication = z.infer<typeof ZOwnApplication>;
export const ZOwnApplicationsResponse = z.object({ applications: z.array(ZOwnApplication) });
export type TOwnApplicationsResponse = z.infer<typeof ZOwnApplicationsResponse>;

/** GET /api/me/received-applications — the client's pipeline: one mission or all, one status or all. */
export const ZReceivedApplicationsQuery = z.object({
  job: z.uuid().optional(),
  status: ZApplicationStatus.optional(),
  sort: z.enum(RECEIVED_APPLICATION_SORTS).default('recent'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TReceivedApplicationsQuery = z.output<typeof ZReceivedApplicationsQuery>;

/** The applicant as the client compares them: rating and rate only when they exist (never a default figure). */
export const ZReceivedApplication = ZApplication.extend({
  applicantFacts: z.object({
    averageRating: z.number().nullable(),
    reviewCount: z.number().int().min(0),
    hourlyRateMin: z.number().int().nullable(),
    hourlyRateMax: z.number().int().nullable(),
  }),
});
export type TReceivedApplication = z.infer<typeof ZReceivedApplication>;

export const ZReceivedApplicationsResponse = z.object({
  applications: z.array(ZReceivedApplication),
  /** Exact count of what the filters match, and the page size used. */
  total: z.number().int().min(0),
  pageSize: z.literal(RECEIVED_APPLICATIONS_PAGE_SIZE),
  /** Per status, within the chosen mission (or all), whatever the status filter. */
  statusCounts: z.record(ZApplicationStatus, z.number().int().min(0)),
  /** The client's missions that received applications (the mission filter's choices), newest first. */
  missions: z.array(z.object({ id: z.uuid(), title: z.string(), createdAt: z.iso.datetime(), applicationCount: z.number().int().min(1) })),
});
export type TReceivedApplicationsResponse = z.infer<typeof ZReceivedApplicationsResponse>;

/**
 * The overview's counts of applications per status: received (GET /api/me/received-applications/counts:
 * no application is shown, so none is opened) or the community manager's own (GET /api/me/applications/counts).
 */
export const ZApplicationCounts = ZReceivedApplicationsResponse.pick({ statusCounts: true });
export type TApplicationCounts = z.infer<typeof ZApplicationCounts>;

/** What the mission page needs to know about the signed-in viewer. */
export const ZJobViewerState = z.object({
  entitled: z.boolean(),
  application: z.object({ id: z.uuid(), status: ZApplicationStatus, createdAt: z.iso.datetime() }).nullable(),
  clientContact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
});
export type TJobViewerState = z.infer<typeof ZJobViewerState>;
