export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationStatusLabels: Record<TApplicationStatus, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  rejected: 'Refusée',
};
/** Badge colours (spec: yellow, green, red; other values gray). */
export const applicationStatusTones: Record<TApplicationStatus, 'yellow' | 'green' | 'red'> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

export const COVER_LETTER_PREVIEW_LENGTH = 150;
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
} as const;
