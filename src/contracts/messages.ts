import { z } from 'zod';
import { ZUserType } from './accounts.ts';

/** Longest message accepted (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Messages per page of a thread (the newest page first; `before` pages back). */
export const THREAD_PAGE_SIZE = 100;
/** Messages one user may send per minute. */
export const MESSAGES_PER_MINUTE = 30;

export const messagesMessages = {
  empty: 'Le message ne peut pas être vide.',
  tooLong: `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH} caractères.`,
  invalidReceiver: 'Destinataire invalide.',
  self: 'Vous ne pouvez pas vous écrire à vous-même.',
  partnerNotFound: "Profil introuvable - Ce profil n'existe pas ou a été supprimé.",
  /** A company or individual writing to a community manager before buying the contact. */
  contactRequired:
    'Pour écrire à ce community manager, débloquez d’abord son contact (paiement unique de 3,00 €).',
  /** A community manager writing to a client with no paid application, accepted application or contact from them. */
  clientLocked:
    'Vous pourrez écrire à ce client après avoir payé votre candidature à l’une de ses missions, ou lorsqu’il vous aura contacté.',
  /** Any other pair (company ↔ company, individual ↔ individual, accounts without a profile). */
  notAllowed: 'La messagerie relie les community managers entre eux et à leurs clients : vous ne pouvez pas écrire à ce membre.',
  loadFailed: 'Impossible de charger les messages. Veuillez réessayer.',
  sendFailed: "Le message n'a pas pu être envoyé. Veuillez réessayer.",
} as const;

/**
 * Why a conversation is locked, when it is: `contact_required` means buying the
 * contact of this community manager (purpose 'contact', target = the partner id) opens it.
 */
export const ZMessagingLock = z.enum(['contact_required', 'client_locked', 'not_allowed']);
export type TMessagingLock = z.infer<typeof ZMessagingLock>;
export const messagingLockMessages: Record<TMessagingLock, string> = {
  contact_required: messagesMessages.contactRequired,
  client_locked: messagesMessages.clientLocked,
  not_allowed: messagesMessages.notAllowed,
};

export const ZMessagePartner = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  userType: ZUserType,
});
export type TMessagePartner = z.infer<typeof ZMessagePartner>;

export const ZMessage = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.coerce.date(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** POST /api/messages — the same schema drives the send box and the contact modal. */
export const ZSendMessageRequest = z.object({
  receiverId: z.uuid({ error: messagesMessages.invalidReceiver }),
  content: z
    .string({ error: messagesMessages.empty })
    .trim()
    .min(1, messagesMessages.empty)
    .max(MESSAGE_MAX_LENGTH, messagesMessages.tooLong),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;
export const ZSendMessageResponse = z.object({ message: ZMessage });
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

export const ZConversation = z.object({
  partner: ZMessagePartner,
  lastMessage: z.object({ content: z.string(), createdAt: z.coerce.date(), fromMe: z.boolean() }),
  /** Messages from the partner to me still unread. */
  unreadCount: z.number().int().min(0),
});
export type TConversation = z.infer<typeof ZConversation>;
/** GET /api/messages/conversations — newest conversation first. */
export const ZConversationsResponse = z.object({ conversations: z.array(ZConversation) });
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

export const ZPartnerParams = z.object({ partnerId: z.uuid({ error: messagesMessages.invalidReceiver }) });

export const ZThreadQuery = z.object({
  /** Id of the oldest message already shown: answers the page before it. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE).default(THREAD_PAGE_SIZE),
});
export type TThreadQuery = z.infer<typeof ZThreadQuery>;

export const ZMessagingRightsResponse = z.object({
  canWrite: z.boolean(),
  /** Why not, when `canWrite` is false; null when it is true. */
  lock: ZMessagingLock.nullable(),
});
export type TMessagingRightsResponse = z.infer<typeof ZMessagingRightsResponse>;

/** GET /api/messages/with/:partnerId — oldest first; opening it marks the partner's messages read. */
export const ZThreadResponse = ZMessagingRightsResponse.extend({
  partner: ZMessagePartner,
  messages: z.array(ZMessage),
  /** Older messages exist: ask again with `before` = messages[0].id. */
  hasMore: z.boolean(),
});
export type TThreadResponse = z.infer<typeof ZThreadResponse>;

export const ZUnreadCountResponse = z.object({ count: z.number().int().min(0) });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

/** Header and tab badges: '9+' above 9, nothing at 0. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}
