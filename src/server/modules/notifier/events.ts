import { z } from 'zod';
import { ZPurchasePurpose } from '#contracts/payments';
import { REJECTION_REASONS } from '#contracts/applications-terms';
import { CREDIT_REASONS } from '#contracts/credits-terms';

/**
 * What happened, recorded once by the domain change in its transaction (ADR 0040). Each event
 * carries ids, the mission's title as it was (a removed mission has no row left to read it from)
 * and the address its mails link to (`baseUrl`: the site the member used, outside production).
 * Never a member's name: the notifier reads names when it runs, so a job row keeps no personal
 * data and a member who deleted their account meanwhile shows as such.
 */
const id = z.uuid();
const baseUrl = z.string();

export const ZDomainEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('application.submitted'),
    applicationId: id,
    missionTitle: z.string(),
    ownerId: id,
    applicantId: id,
    baseUrl,
  }),
  z.object({
    type: z.literal('application.answered'),
    applicationId: id,
    status: z.enum(['accepted', 'rejected']),
    /** The reason the owner gave for a refusal, told to the applicant (issue 22). */
    rejection: z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable() }).nullish(),
    missionTitle: z.string(),
    applicantId: id,
    baseUrl,
  }),
  /** A mission became visible in search (created open, or a draft published): saved searches' immediate alerts look. */
  z.object({
    type: z.literal('mission.published'),
    missionId: id,
  }),
  z.object({
    type: z.literal('mission.closed'),
    missionId: id,
    title: z.string(),
    ownerId: id,
    /** Who closed it: its owner, the moderation, or the owner's account deletion. */
    by: z.enum(['owner', 'moderation', 'account_deletion']),
    /** The authors of the pending applications the closing rejected. */
    rejectedApplicantIds: z.array(id),
    baseUrl,
  }),
  z.object({
    type: z.literal('mission.removed'),
    missionId: id,
    title: z.string(),
    ownerId: id,
    rejectedApplicantIds: z.array(id),
    baseUrl,
  }),
  z.object({
    type: z.literal('review.written'),
    reviewId: id,
    reviewerId: id,
    reviewedId: id,
  }),
  z.object({
    type: z.literal('review.published'),
    reviewId: id,
    reviewerId: id,
    reviewedId: id,
    missionTitle: z.string(),
    baseUrl,
  }),
  z.object({
    type: z.literal('message.sent'),
    messageId: id,
    senderId: id,
    receiverId: id,
    baseUrl,
  }),
  /**
   * A message's delay to be read in the app has passed (recorded by the notifier for
   * `message.sent`, due MESSAGE_MAIL_DELAY_SECONDS later): still unread, its conversation is
   * mailed, once until it is read.
   */
  z.object({
    type: z.literal('message.unread'),
    messageId: id,
    senderId: id,
    receiverId: id,
    baseUrl,
  }),
  /** The moderation removed a message's text. */
  z.object({
    type: z.literal('message.removed'),
    messageId: id,
    senderId: id,
    receiverId: id,
  }),
  /** `readerId` read what `partnerId` wrote to them. */
  z.object({
    type: z.literal('conversation.read'),
    readerId: id,
    partnerId: id,
  }),
  /** A paid order granted its entitlement and got its receipt. */
  z.object({
    type: z.literal('purchase.completed'),
    orderId: id,
    userId: id,
    purpose: ZPurchasePurpose,
    targetId: id,
    receiptId: id,
    baseUrl,
  }),
  /** An ignored application's fee came back as a credit, documented by a credit note (ADR 0054). */
  z.object({
    type: z.literal('credit.earned'),
    userId: id,
    amountCents: z.number().int(),
    reason: z.enum(CREDIT_REASONS),
    missionTitle: z.string(),
    baseUrl,
  }),
  z.object({
    type: z.literal('account.suspended'),
    userId: id,
    baseUrl,
  }),
  z.object({
    type: z.literal('account.reactivated'),
    userId: id,
    baseUrl,
  }),
]);
export type DomainEvent = z.infer<typeof ZDomainEvent>;
export type DomainEventType = DomainEvent['type'];
