/** A review's comment: 10 to 2,000 characters (trimmed). */
export const REVIEW_COMMENT_MIN_LENGTH = 10;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Double-blind: a review is published when both sides wrote theirs, or this long after the first one. */
export const REVIEW_BLIND_DAYS = 14;
export const REVIEW_BLIND_MS = REVIEW_BLIND_DAYS * 24 * 60 * 60_000;

export const reviewMessages = {
  ratingRequired: 'Choisissez une note de 1 à 5 étoiles.',
  commentTooShort: `Votre commentaire doit contenir au moins ${REVIEW_COMMENT_MIN_LENGTH} caractères.`,
  commentTooLong: `Votre commentaire ne peut pas dépasser ${REVIEW_COMMENT_MAX_LENGTH} caractères.`,
  notFound: 'Avis introuvable.',
  applicationNotFound: 'Candidature introuvable.',
  notParty: 'Seuls le client et le community manager de cette mission peuvent laisser un avis.',
  notYet: 'Vous pourrez laisser un avis une fois la candidature acceptée et la mission terminée.',
  alreadyWritten: 'Vous avez déjà laissé un avis pour cette mission.',
  sent: 'Merci ! Votre avis a bien été enregistré.',
  waiting: (name: string) =>
    `Votre avis est enregistré. Il sera publié quand ${name} aura laissé le sien, ou au plus tard ${REVIEW_BLIND_DAYS} jours après le premier avis.`,
  teaser: (name: string) => `${name} vous a laissé un avis, laissez le vôtre pour le voir.`,
} as const;

/** The rating's words, from 1 to 5 stars (the dialog's star buttons). */
export const ratingLabels = ['Très décevant', 'Décevant', 'Correct', 'Très bien', 'Excellent'] as const;
