import { z } from 'zod';

/**
 * What happened, recorded once by the domain change in its transaction (ADR 0040). Each event
 * carries the facts its notices are written from (names and titles as they were then), and the
 * address its mails link to (`baseUrl`: the site the member used, outside production).
 */
const id = z.uuid();
const baseUrl = z.string();

export const ZDomainEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('application.submitted'),
    applicationId: id,
    missionTitle: z.string(),
    ownerId: id,
    applicantName: z.string(),
    baseUrl,
  }),
  z.object({
    type: z.literal('application.answered'),
    applicationId: id,
    status: z.enum(['accepted', 'rejected']),
    missionTitle: z.string(),
    applicantId: id,
    baseUrl,
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
    reviewerName: z.string(),
    reviewedId: id,
  }),
  z.object({
    type: z.literal('review.published'),
    reviewId: id,
    reviewerName: z.string(),
    reviewedId: id,
    missionTitle: z.string(),
    baseUrl,
  }),
  z.object({
    type: z.literal('message.sent'),
    messageId: id,
    senderId: id,
    senderName: z.string(),
    receiverId: id,
  }),
]);
export type DomainEvent = z.infer<typeof ZDomainEvent>;
export type DomainEventType = DomainEvent['type'];
