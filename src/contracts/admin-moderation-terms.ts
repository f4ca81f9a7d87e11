/** Back-office moderation (spec screens 10 'Gestion des avis' and 11 'Gestion des messages'): labels and messages. */

/** The rating filter: every review, or one star count (spec: 'all, 5 to 1 stars'). */
export const REVIEW_RATING_FILTERS = ['5', '4', '3', '2', '1'] as const;

export const reviewModerationTexts = {
  title: 'Gestion des avis',
  searchLabel: 'Rechercher un avis',
  searchPlaceholder: 'Rechercher par commentaire, auteur ou membre évalué...',
  ratingLabel: 'Note',
  allRatings: 'Toutes les notes',
  ratingOption: (stars: number) => `${stars} étoile${stars > 1 ? 's' : ''}`,
  reportedOnly: 'Signalés uniquement',
  forMission: (title: string) => `Pour la mission : ${title}`,
  reported: 'Signalé',
  published: 'Publié',
  hidden: 'Masqué (double aveugle)',
  hiddenHint: 'Pas encore visible : en attente de l’avis de l’autre partie ou des 14 jours.',
  noComment: 'Aucun commentaire',
  approve: 'Approuver',
  approveLabel: (reviewer: string) => `Approuver l’avis de ${reviewer}`,
  approved: 'L’avis a été approuvé : il n’est plus signalé.',
  delete: 'Supprimer',
  deleteLabel: (reviewer: string) => `Supprimer l’avis de ${reviewer}`,
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet avis ?',
  deleted: 'L’avis a été supprimé.',
  empty: 'Aucun avis trouvé',
  emptyHint: 'Modifiez vos filtres pour voir plus de résultats.',
  loadFailed: 'Une erreur est survenue lors du chargement des avis',
  notFound: 'Avis introuvable. Il a peut-être été supprimé.',
} as const;

export const messageModerationTexts = {
  title: 'Gestion des messages',
  searchLabel: 'Rechercher un message',
  searchPlaceholder: 'Rechercher par contenu, expéditeur ou destinataire...',
  reportedOnly: 'Messages signalés uniquement',
  today: 'Messages aujourd’hui',
  reportedCount: 'Messages signalés',
  total: 'Total des messages',
  reported: 'Signalé',
  remove: 'Supprimer',
  removeLabel: (sender: string) => `Supprimer le message de ${sender}`,
  removeConfirm: 'Êtes-vous sûr de vouloir supprimer ce message ?',
  removed: 'Le message a été supprimé.',
  empty: 'Aucun message trouvé',
  emptyHint: 'Modifiez vos filtres pour voir plus de résultats.',
  loadFailed: 'Une erreur est survenue lors du chargement des messages',
  notFound: 'Message introuvable. Il a peut-être été supprimé.',
} as const;

/** Audit actions of the moderation screens (`<entity>.<verb>`, ADR 0023). */
export const MODERATION_AUDIT_ACTIONS = {
  reviewApprove: 'review.approve',
  reviewDelete: 'review.delete',
  messageRemove: 'message.remove',
} as const;

/** The day 'Messages aujourd’hui' counts: the calendar day in France. */
export const MODERATION_TIME_ZONE = 'Europe/Paris';
