/** The back-office's 'Tâches en échec' screen: zod-free terms. */

/** What each kind of background job does, in French; a kind without a label shows as it is. */
const BACKGROUND_JOB_KIND_LABELS: Record<string, string> = {
  'mail.deliver': "Envoi d'un email",
  'realtime.push': 'Notification en direct',
  'reviews.publish': 'Publication des avis',
  'files.remove': 'Suppression de fichiers',
  'domain.event': 'Notifications et emails aux membres',
  'search-alert.send': 'Alerte d’une recherche enregistrée',
};
export const backgroundJobKindLabel = (kind: string) => BACKGROUND_JOB_KIND_LABELS[kind] ?? kind;

/** 'Tentatives' of a failed job: '10 / 10'. */
export const formatAttempts = (attempts: number, maxAttempts: number) => `${attempts} / ${maxAttempts}`;

export const adminBackgroundJobMessages = {
  title: 'Tâches en échec',
  intro: 'Les tâches de fond (emails, notifications, publications) qui ont épuisé leurs tentatives. Relancez-en une une fois la cause corrigée.',
  loadFailed: 'Une erreur est survenue lors du chargement des tâches en échec',
  empty: 'Aucune tâche en échec',
  emptyHint: 'Les tâches de fond qui échouent après toutes leurs tentatives apparaîtront ici.',
  confirmRetry: 'Relancer cette tâche ? Elle sera exécutée de nouveau dès maintenant, avec toutes ses tentatives.',
  retried: 'Tâche relancée',
  notFound: 'Tâche introuvable. Elle a peut-être été supprimée.',
  notFailed: "Cette tâche n'est plus en échec : elle a déjà été relancée.",
} as const;
