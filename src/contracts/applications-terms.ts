/** 'shortlisted' is the client's step before deciding (issue 22); the spec's three values keep their labels. */
export const APPLICATION_STATUSES = ['pending', 'shortlisted', 'accepted', 'rejected'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationStatusLabels: Record<TApplicationStatus, string> = {
  pending: 'En attente',
  shortlisted: 'Présélectionnée',
  accepted: 'Acceptée',
  rejected: 'Refusée',
};
/** Badge colours (spec: yellow, green, red; other values gray); a shortlisted one indigo. */
export const applicationStatusTones: Record<TApplicationStatus, 'yellow' | 'indigo' | 'green' | 'red'> = {
  pending: 'yellow',
  shortlisted: 'indigo',
  accepted: 'green',
  rejected: 'red',
};
/** Statuses the owner may still decide on (accept or refuse). */
export const UNDECIDED_STATUSES = ['pending', 'shortlisted'] as const satisfies readonly TApplicationStatus[];
export const isUndecided = (status: TApplicationStatus) => (UNDECIDED_STATUSES as readonly TApplicationStatus[]).includes(status);

/** Why the owner refused an application (optional); 'other' needs a few words. */
export const REJECTION_REASONS = ['profile_mismatch', 'budget', 'mission_filled', 'other'] as const;
export type TRejectionReason = (typeof REJECTION_REASONS)[number];
export const rejectionReasonLabels: Record<TRejectionReason, string> = {
  profile_mismatch: 'Le profil ne correspond pas',
  budget: 'Budget',
  mission_filled: 'Mission pourvue',
  other: 'Autre',
};
export const REJECTION_NOTE_MAX_LENGTH = 500;
/** A refusal's reason as its author reads it: the label, or the owner's own words for 'other'. */
export const rejectionText = (rejection: { reason: TRejectionReason; note: string | null }) =>
  rejection.reason === 'other' && rejection.note ? rejection.note : rejectionReasonLabels[rejection.reason];

/** The received applications' sorts: newest, best rated, lowest hourly rate (missing figures last). */
export const RECEIVED_APPLICATION_SORTS = ['recent', 'rating', 'rate'] as const;
export type TReceivedApplicationSort = (typeof RECEIVED_APPLICATION_SORTS)[number];
export const receivedApplicationSortLabels: Record<TReceivedApplicationSort, string> = {
  recent: 'Plus récentes',
  rating: 'Mieux notés',
  rate: 'Taux horaire croissant',
};
export const RECEIVED_APPLICATIONS_PAGE_SIZE = 10;

export const COVER_LETTER_PREVIEW_LENGTH = 150;
/** The first 150 characters of a cover letter, then '...'. */
export function coverLetterPreview(text: string): string {
  return text.length > COVER_LETTER_PREVIEW_LENGTH ? `${text.slice(0, COVER_LETTER_PREVIEW_LENGTH).trimEnd()}...` : text;
}
export const COVER_LETTER_MAX_LENGTH = 5000;

export const applicationMessages = {
  notAuthenticated: 'User not authenticated',
  coverLetterRequired: 'La lettre de motivation est requise.',
  onlyManagers: 'Seuls les community managers peuvent postuler aux missions.',
  jobNotOpen: 'Cette mission n’accepte plus de candidatures.',
  paymentRequired: 'Le paiement de 3,00 € est nécessaire pour postuler à cette mission.',
  alreadyApplied: 'Vous avez déjà postulé à cette mission.',
  sent: 'Candidature envoyée',
  notFound: 'Candidature introuvable.',
  notOwner: 'Seul l’auteur de la mission peut répondre à cette candidature.',
  alreadyAnswered: 'Cette candidature a déjà reçu une réponse.',
  alreadyShortlisted: 'Cette candidature est déjà présélectionnée.',
  rejectionReasonInvalid: 'Choisissez un motif de refus dans la liste.',
  rejectionNoteRequired: 'Précisez le motif du refus.',
  rejectionNoteTooLong: `Le motif ne doit pas dépasser ${REJECTION_NOTE_MAX_LENGTH} caractères.`,
  rejectionNoteOnlyForOther: 'Une précision n’est possible qu’avec le motif « Autre ».',
} as const;
