import { z } from 'zod';
import { zText } from './text.ts';
import { ZUserType } from './accounts.ts';
import { CONTACT_WARNING_REASONS } from './contact-warnings.ts';
import { MESSAGE_MAX_LENGTH, MESSAGING_LOCKS, THREAD_PAGE_SIZE, messagesMessages } from './messages-terms.ts';

/**
 * Why a conversation is locked, when it is: `contact_required` means buying the
 * contact of this community manager (purpose 'contact', target = the partner id) opens it.
 */
export const ZMessagingLock = z.enum(MESSAGING_LOCKS);

export const ZMessagePartner = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  userType: ZUserType,
});
export type TMessagePartner = z.infer<typeof ZMessagePartner>;

/** The mission a conversation is about, when a client wrote from its applications. */
export const ZConversationMission = z.object({ id: z.uuid(), title: z.string() });
export type TConversationMission = z.infer<typeof ZConversationMission>;

export const ZMessage = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  content: z.string(),
  read: z.boolean(),
  /** Reported by its receiver ('Signaler'); the admin's moderation lists filter on it. */
  reported: z.boolean(),
  /**
   * Removed by the moderation: `content` is then empty (the text is gone from the database)
   * and the thread shows 'Message supprimé par la modération'; it cannot be reported.
   */
  moderated: z.boolean(),
  /**
   * What the scam detector found in it, sent before a hire (ADR 0057): its receiver sees a
   * safety notice under it. Empty otherwise, and once removed by moderation.
   */
  warnings: z.array(z.enum(CONTACT_WARNING_REASONS)),
  createdAt: z.iso.datetime(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** POST /api/messages — the same schema drives the send box and the contact modal. */
export const ZSendMessageRequest = z.object({
  receiverId: z.uuid({ error: messagesMessages.invalidReceiver }),
  /** The mission this message is about: one of the sender's missions the receiver applied to, or the reverse. */
  jobId: z.uuid({ error: messagesMessages.missionNotShared }).optional(),
  content: zText(MESSAGE_MAX_LENGTH, { trim: true, tooLong: messagesMessages.tooLong, error: messagesMessages.empty }).min(1, messagesMessages.empty),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;
export const ZSendMessageResponse = z.object({ message: ZMessage });
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

export const ZConversation = z.object({
  partner: ZMessagePartner,
  /** `content` is empty when the message was removed by moderation (`moderated`). */
  lastMessage: z.object({ content: z.string(), moderated: z.boolean(), createdAt: z.iso.datetime(), fromMe: z.boolean() }),
  /** Messages from the partner to me still unread. */
  unreadCount: z.number().int().min(0),
  mission: ZConversationMission.nullable(),
});
export type TConversation = z.infer<typeof ZConversation>;
/** GET /api/messages/conversations — newest conversation first. */
export const ZConversationsResponse = z.object({ conversations: z.array(ZConversation) });
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

export const ZPartnerParams = z.object({ partnerId: z.uuid({ error: messagesMessages.invalidReceiver }) });

export const ZThreadQuery = z.object({
  /** Id of the oldest message already shown: answers the page before it. */
  before: z.uuid().optional(),
  /** The mission a client opens the conversation about (from its applications), before any message says so. */
  about: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE).default(THREAD_PAGE_SIZE),
});

export const ZMessagingRightsResponse = z.object({
  canWrite: z.boolean(),
  /** Why not, when `canWrite` is false; null when it is true. */
  lock: ZMessagingLock.nullable(),
  /** No application between the two is accepted yet: the composer warns on contact details and payments (ADR 0057). */
  beforeHire: z.boolean(),
});
export type TMessagingRightsResponse = z.infer<typeof ZMessagingRightsResponse>;

/** GET /api/messages/with/:partnerId — oldest first; reading changes nothing (see ZMarkConversationReadResponse). */
export const ZThreadResponse = ZMessagingRightsResponse.extend({
  partner: ZMessagePartner,
  mission: ZConversationMission.nullable(),
  messages: z.array(ZMessage),
  /** Older messages exist: ask again with `before` = messages[0].id. */
  hasMore: z.boolean(),
});
export type TThreadResponse = z.infer<typeof ZThreadResponse>;

/**
 * POST /api/messages/with/:partnerId/read — the partner's messages to the viewer and their
 * message notification are marked read; `marked` is how many messages were unread.
 */
export const ZMarkConversationReadResponse = z.object({ marked: z.number().int().min(0) });
export type TMarkConversationReadResponse = z.infer<typeof ZMarkConversationReadResponse>;

export const ZUnreadCountResponse = z.object({ count: z.number().int().min(0) });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;
