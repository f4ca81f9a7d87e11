import { formatPrice } from './payments-terms.ts';

/**
 * Why an application's fee came back as a credit (ADR 0054): its client did not open it within
 * APPLICATION_OPEN_DAYS, or closed the mission without hiring on CM Connect ('Pourvue ailleurs',
 * 'Abandonnée', or closed by the moderation), or the moderation removed it, before opening it.
 */
export const CREDIT_REASONS = ['not_opened', 'closed_without_hire', 'mission_removed'] as const;
export type TCreditReason = (typeof CREDIT_REASONS)[number];

/** The client has this many days to open an application before its fee comes back. */
export const APPLICATION_OPEN_DAYS = 7;
export const APPLICATION_OPEN_MS = APPLICATION_OPEN_DAYS * 24 * 60 * 60_000;

export const creditReasonLabels: Record<TCreditReason, string> = {
  not_opened: `Candidature non ouverte sous ${APPLICATION_OPEN_DAYS} jours`,
  closed_without_hire: 'Mission clôturée sans ouvrir la candidature',
  mission_removed: 'Mission supprimée sans ouvrir la candidature',
};

export const creditTexts = {
  /** The promise the mission page and the payment dialog make before anyone pays. */
  promise: (amountCents: number) =>
    `Si le client n’ouvre pas votre candidature sous ${APPLICATION_OPEN_DAYS} jours, ou clôture la mission sans recruter sur CM Connect, les ${formatPrice(amountCents)} vous reviennent en crédit pour votre prochaine candidature.`,
  available: (amountCents: number) => `Vous disposez d’un crédit de ${formatPrice(amountCents)} : il sera utilisé à la place d’une carte.`,
  payWithCredit: 'Utiliser mon crédit',
  heading: 'Mes crédits',
  balance: (amountCents: number) => `Solde : ${formatPrice(amountCents)}`,
  none: 'Aucun crédit pour le moment.',
  explanation: `Quand un client n’ouvre pas votre candidature sous ${APPLICATION_OPEN_DAYS} jours, ou clôture la mission sans recruter sur CM Connect, le montant payé vous revient en crédit. Un crédit paie votre prochaine candidature ; il n’est jamais converti en argent.`,
  earned: 'Crédit reçu',
  spent: 'Crédit utilisé',
  paidWithCredit: 'Payé avec un crédit',
  /** On an application in 'Mes Candidatures' whose fee came back. */
  creditedBack: (amountCents: number, currency?: string) => `${formatPrice(amountCents, currency)} recrédités`,
  /** The amount of an unlock paid with a credit, in 'Mes achats': no card was charged. */
  amountInCredit: (amountCents: number, currency?: string) => `${formatPrice(amountCents, currency)} en crédit`,
} as const;

/** How long a client takes to open an application, as the mission page says it ('—' with nothing to measure). */
export function formatHoursToOpen(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return 'moins d’une heure';
  if (hours < 48) return `${Math.round(hours)}\u00a0h`;
  return `${Math.round(hours / 24)}\u00a0jours`;
}
