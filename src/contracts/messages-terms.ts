import { plural } from './text-terms.ts';

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
  contactRequired: 'Pour écrire à ce community manager, débloquez d’abord son contact (paiement unique de 3,00 €).',
  /** A community manager writing to a client with no paid application, accepted application or contact from them. */
  clientLocked: 'Vous pourrez écrire à ce client après avoir payé votre candidature à l’une de ses missions, ou lorsqu’il vous aura contacté.',
  /** Any other pair (company ↔ company, individual ↔ individual, accounts without a profile). */
  notAllowed: 'La messagerie relie les community managers entre eux et à leurs clients : vous ne pouvez pas écrire à ce membre.',
  /** The other member deleted their account (their messages stay, shown as from 'Compte supprimé'). */
  accountDeleted: 'Ce compte a été supprimé : vous ne pouvez plus lui écrire.',
  /** The partner's account is suspended (the reason is not said). */
  accountUnreachable: "Ce membre n'est plus joignable.",
  loadFailed: 'Impossible de charger les messages. Veuillez réessayer.',
  sendFailed: "Le message n'a pas pu être envoyé. Veuillez réessayer.",
  notFound: 'Message introuvable.',
  /** In place of a message an admin removed (its text is gone). */
  moderated: 'Message supprimé par la modération',
  /** A message about a mission neither side's application links them to. */
  missionNotShared: 'Cette mission ne vous relie pas à ce membre : il n’y a pas postulé.',
} as const;

/** How both inboxes say what a conversation started from a mission's applications is about. */
export const aboutMission = (title: string) => `À propos de la mission « ${title} »`;

/** Why a conversation cannot be written to (yet). */
export const MESSAGING_LOCKS = ['contact_required', 'client_locked', 'not_allowed', 'account_deleted', 'account_unreachable'] as const;
export type TMessagingLock = (typeof MESSAGING_LOCKS)[number];

export const messagingLockMessages: Record<TMessagingLock, string> = {
  contact_required: messagesMessages.contactRequired,
  client_locked: messagesMessages.clientLocked,
  not_allowed: messagesMessages.notAllowed,
  account_deleted: messagesMessages.accountDeleted,
  account_unreachable: messagesMessages.accountUnreachable,
};

/** What a screen reader hears of an unread count: '1 non lu', '12 non lus'. */
export const unreadMessagesLabel = (count: number) => plural(count, 'non lu', 'non lus');

/** Header and tab badges: '9+' above 9, nothing at 0. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}
