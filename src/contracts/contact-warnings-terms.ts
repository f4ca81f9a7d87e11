import type { TContactWarningReason } from './contact-warnings.ts';
import { DEFAULT_SITE_NAME } from './site-terms.ts';

/** A message that warns from an account younger than this goes to the moderation queue (ADR 0057). */
export const NEW_ACCOUNT_DAYS = 7;

/** What the detector found, as the sentences below say it (`site`: the site's name, as mails are signed). */
const contactWarningReasonLabels = (site: string): Record<TContactWarningReason, string> => ({
  email: 'une adresse e-mail',
  phone: 'un numéro de téléphone',
  iban: 'un IBAN',
  messaging: `une invitation à échanger hors de ${site} (WhatsApp, Telegram…)`,
  payment: 'une demande de paiement hors de la plateforme',
});

/** 'une adresse e-mail, un IBAN et un numéro de téléphone'. */
const conjunction = new Intl.ListFormat('fr-FR', { type: 'conjunction' });
const contactWarningReasonsText = (reasons: readonly TContactWarningReason[], site = DEFAULT_SITE_NAME) =>
  conjunction.format(reasons.map((reason) => contactWarningReasonLabels(site)[reason]));

export const contactWarningTexts = {
  /** The composer, while the text warns (before a hire). */
  senderTitle: 'Avant d’envoyer ce message',
  sender: (reasons: readonly TContactWarningReason[]) =>
    `Votre message contient ${contactWarningReasonsText(reasons)}. Tant qu’aucune candidature n’est acceptée entre vous, gardez vos échanges et vos paiements sur CM Connect : c’est ce qui vous protège des arnaques. Si vous l’envoyez quand même, votre interlocuteur verra un avertissement de sécurité sous ce message.`,
  sendAnyway: 'Envoyer quand même',
  /** The composer's hint while a warning shows: Enter does not send, only the button does. */
  enterDoesNotSend: 'Entrée n’envoie pas ce message : relisez l’avertissement, puis choisissez « Envoyer quand même ».',
  /** Under a received message that warned, and in the mail of its unread conversation (signed with the site's name). */
  receiver: (reasons: readonly TContactWarningReason[], site = DEFAULT_SITE_NAME) =>
    `Prudence : ce message contient ${contactWarningReasonsText(reasons, site)}. Ne payez jamais en dehors de ${site}, ni par carte cadeau, crypto ou virement d’avance, et ne partagez pas vos coordonnées bancaires. En cas de doute, signalez-le.`,
  /** The admin's message moderation. */
  flaggedBadge: 'Détecté automatiquement',
  flaggedReasons: (reasons: readonly TContactWarningReason[]) => `Motif détecté : ${contactWarningReasonsText(reasons)}`,
} as const;
