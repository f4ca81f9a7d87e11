import { z } from 'zod';
import { zEmail } from './accounts.ts';
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_PARTIES,
  DECISION_ACTIONS,
  DECISION_GROUND_MAX_LENGTH,
  NOTICE_CATEGORIES,
  NOTICE_EXPLANATION_MAX_LENGTH,
  NOTICE_TARGETS,
  complaintTexts,
  decisionTexts,
  noticeTexts,
} from './notices-terms.ts';
import { zText } from './text.ts';

/** POST /api/notices — 'Signaler' (DSA Art. 16): by anyone; a visitor gives an email, a member's is their account's. */
export const ZFileNoticeRequest = z.object({
  targetType: z.enum(NOTICE_TARGETS),
  targetId: z.uuid(noticeTexts.targetNotFound),
  category: z.enum(NOTICE_CATEGORIES, noticeTexts.categoryRequired),
  explanation: zText(NOTICE_EXPLANATION_MAX_LENGTH, { trim: true }).min(1, noticeTexts.explanationRequired),
  /** Required of visitors (the server says so); ignored for members. */
  email: zEmail(noticeTexts.emailInvalid).optional(),
  goodFaith: z.literal(true, noticeTexts.goodFaithRequired),
});
export type TFileNoticeRequest = z.infer<typeof ZFileNoticeRequest>;
export const ZFileNoticeResponse = z.object({ id: z.uuid(), message: z.string() });

/** One notice of the admin's queue, with its decision and complaint when there are. */
export const ZAdminNotice = z.object({
  id: z.uuid(),
  targetType: z.enum(NOTICE_TARGETS),
  targetId: z.uuid(),
  /** What was reported, as it read when reported ('Profil de Camille Martin'). */
  targetLabel: z.string(),
  excerpt: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  explanation: z.string(),
  notifier: z.string().nullable(),
  /** Whether the platform's detector flagged the content (then the decision says automated detection contributed). */
  detectedAutomatically: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Hours since it was filed (whole hours). */
  ageHours: z.number().int().min(0),
  decision: z
    .object({
      id: z.uuid(),
      action: z.enum(DECISION_ACTIONS),
      ground: z.string(),
      automatedDetection: z.boolean(),
      deciderId: z.string().nullable(),
      deciderName: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      /** The author's and the notifier's complaints (the queue lists those still to answer). */
      complaints: z.array(
        z.object({
          id: z.uuid(),
          party: z.enum(COMPLAINT_PARTIES),
          explanation: z.string(),
          createdAt: z.iso.datetime({ offset: true }),
          outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
          answer: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type TAdminNotice = z.infer<typeof ZAdminNotice>;
export const ZAdminNoticesResponse = z.object({ items: z.array(ZAdminNotice) });

/** GET /api/admin/notices?view=decided — 'Traités': the decided notices instead of the queue. */
export const ZAdminNoticesQuery = z.object({ view: z.enum(['queue', 'decided']).default('queue') });

/** POST /api/admin/notices/:id/decision */
export const ZDecideNoticeRequest = z.object({
  action: z.enum(DECISION_ACTIONS),
  ground: zText(DECISION_GROUND_MAX_LENGTH, { trim: true }).min(1, decisionTexts.groundRequired),
  automatedDetection: z.boolean().default(false),
});
export type TDecideNoticeRequest = z.infer<typeof ZDecideNoticeRequest>;

/** POST /api/admin/complaints/:id/answer — by an admin who did not decide. */
export const ZAnswerComplaintRequest = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, decisionTexts.outcomeRequired),
  answer: zText(DECISION_GROUND_MAX_LENGTH, { trim: true }).min(1, decisionTexts.answerRequired),
});
export type TAnswerComplaintRequest = z.infer<typeof ZAnswerComplaintRequest>;

/** GET /api/decisions/:token — what the 'Contester la décision' page shows. */
export const ZDecisionForComplaint = z.object({
  targetLabel: z.string(),
  action: z.enum(DECISION_ACTIONS),
  ground: z.string(),
  decidedAt: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
  complained: z.boolean(),
});
export type TDecisionForComplaint = z.infer<typeof ZDecisionForComplaint>;
export const ZTokenParams = z.object({ token: zText(100) });

/** POST /api/decisions/:token/complaint */
export const ZFileComplaintRequest = z.object({
  explanation: zText(NOTICE_EXPLANATION_MAX_LENGTH, { trim: true }).min(1, complaintTexts.explanationRequired),
});
export type TFileComplaintRequest = z.infer<typeof ZFileComplaintRequest>;
export const ZFileComplaintResponse = z.object({ message: z.string() });

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<T[number], z.ZodNumber>);

/** GET /api/transparency — one half-year's figures, newest first; only half-years with a notice. */
export const ZTransparencyPeriod = z.object({
  year: z.number().int(),
  half: z.union([z.literal(1), z.literal(2)]),
  notices: counts(NOTICE_CATEGORIES),
  noticesTotal: z.number().int(),
  decisions: counts(DECISION_ACTIONS),
  decisionsTotal: z.number().int(),
  /** Median hours from notice to decision; null without a decision in the period. */
  medianHandlingHours: z.number().nullable(),
  complaints: z.object({ received: z.number().int(), pending: z.number().int(), ...counts(COMPLAINT_OUTCOMES).shape }),
});
export type TTransparencyPeriod = z.infer<typeof ZTransparencyPeriod>;
export const ZTransparencyReport = z.object({ periods: z.array(ZTransparencyPeriod) });
export type TTransparencyReport = z.infer<typeof ZTransparencyReport>;
