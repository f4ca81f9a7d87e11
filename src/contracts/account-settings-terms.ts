import { registrationMessages } from './auth-messages.ts';

/** What a deleted account shows wherever its name appeared (messages, reviews, missions). */
export const DELETED_ACCOUNT_NAME = 'Compte supprimé';
/** A deleted account's address: unique, and undeliverable by design (RFC 2606's `.invalid`). */
export const deletedAccountEmail = (id: string) => `supprime-${id}@compte-supprime.invalid`;

export const changePasswordMessages = {
  currentRequired: 'Le mot de passe actuel est requis',
  currentWrong: 'Le mot de passe actuel est incorrect',
  tooShort: registrationMessages.password,
  mismatch: registrationMessages.confirmPassword,
  done: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
  other: 'Une erreur est survenue lors du changement de mot de passe',
} as const;

export const changeEmailMessages = {
  email: registrationMessages.email,
  same: "C'est déjà l'adresse email de votre compte",
  /** The same answer whether the address is free or taken (no account enumeration). */
  sent: (email: string) =>
    `Si l'adresse ${email} peut être utilisée, un lien de confirmation vient d'y être envoyé. Votre adresse email ne changera qu'après un clic sur ce lien.`,
  changed: 'Votre adresse email a été modifiée.',
  invalidLink: 'Ce lien de confirmation est invalide ou a expiré. Veuillez refaire la demande.',
  other: "Une erreur est survenue lors du changement d'adresse email",
} as const;

/** Better Auth asks for a recent sign-in before changing credentials. */
export const sessionNotFreshMessage = 'Pour votre sécurité, reconnectez-vous puis réessayez.';

export const sessionsMessages = {
  notFound: 'Session introuvable',
  revoked: 'La session a été fermée.',
  othersRevoked: 'Vos autres sessions ont été fermées.',
  other: 'Une erreur est survenue lors de la fermeture de la session',
} as const;

export const deleteAccountMessages = {
  passwordRequired: 'Saisissez votre mot de passe pour confirmer',
  passwordWrong: 'Mot de passe incorrect',
  done: 'Votre compte a été supprimé. Vos données personnelles ont été effacées.',
  other: 'Une erreur est survenue lors de la suppression du compte',
} as const;

/** The export's file name, e.g. `cm-connect-mes-donnees-2026-11-24.json`. */
export const exportFileName = (date: Date) => `cm-connect-mes-donnees-${date.toISOString().slice(0, 10)}.json`;
