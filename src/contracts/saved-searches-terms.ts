import { plural } from './text-terms.ts';

/** A member keeps at most this many saved searches (Malt and Codeur.com keep a few dozen; 20 fit one screen). */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** The longest query string a saved search keeps (the search page's filters fit well within it). */
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 2_000;
/** An alert lists at most this many missions; the mail says how many more there are. */
export const SEARCH_ALERT_LISTED = 10;
/** Daily and weekly alerts leave at this hour, Europe/Paris time (weekly ones on Mondays). */
export const SEARCH_ALERT_HOUR = 8;
export const SEARCH_ALERT_TIME_ZONE = 'Europe/Paris';

/** How often a saved mission search alerts: never, on each publication, each morning, each Monday morning. */
export const SEARCH_ALERTS = ['none', 'immediate', 'daily', 'weekly'] as const;
export type TSearchAlert = (typeof SEARCH_ALERTS)[number];
export const searchAlertLabels: Record<TSearchAlert, string> = {
  none: 'Pas d’alerte',
  immediate: 'Dès qu’une mission est publiée',
  daily: 'Chaque jour (vers 8 h)',
  weekly: 'Chaque semaine (le lundi vers 8 h)',
};

export const savedSearchMessages = {
  save: 'Sauvegarder cette recherche',
  dialogTitle: 'Sauvegarder cette recherche',
  nameLabel: 'Nom de la recherche',
  alertLabel: 'Alerte par email et sur le site',
  submit: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Recherche enregistrée. Retrouvez-la dans « Mes recherches ».',
  nameRequired: 'Donnez un nom à cette recherche.',
  nameTooLong: `Le nom ne peut pas dépasser ${SAVED_SEARCH_NAME_MAX_LENGTH} caractères.`,
  limitReached: `Vous avez déjà ${SAVED_SEARCHES_MAX} recherches enregistrées : supprimez-en une pour en ajouter une autre.`,
  invalidQuery: 'Cette recherche ne peut pas être enregistrée.',
  alertMissionsOnly: 'Les alertes ne concernent que les recherches de missions.',
  notFound: 'Cette recherche enregistrée n’existe plus.',
  tabTitle: 'Mes recherches',
  empty: 'Aucune recherche enregistrée. Sur la page Rechercher, choisissez vos filtres puis « Sauvegarder cette recherche ».',
  open: 'Ouvrir',
  rename: 'Renommer',
  renameTitle: 'Renommer la recherche',
  renamed: 'Recherche renommée.',
  remove: 'Supprimer',
  removeTitle: 'Supprimer cette recherche ?',
  /** Mission searches carry an alert; community managers' ones never do. */
  removeBody: (name: string, hasAlert: boolean) =>
    hasAlert ? `La recherche « ${name} » et son alerte seront supprimées.` : `La recherche « ${name} » sera supprimée.`,
  removed: 'Recherche supprimée.',
  alertChanged: 'Alerte mise à jour.',
  // The alert (notification and mail) and its unsubscribe page.
  alertTitle: (name: string) => `Nouvelles missions pour « ${name} »`,
  alertBody: (count: number, name: string) =>
    `${plural(count, 'nouvelle mission correspond', 'nouvelles missions correspondent')} à votre recherche « ${name} ».`,
  alertMore: (count: number) => `Et ${plural(count, 'autre mission', 'autres missions')} sur le site.`,
  alertAction: 'Voir toutes les missions de cette recherche :',
  unsubscribeTitle: 'Arrêter une alerte',
  unsubscribeQuestion: (name: string) => `Ne plus recevoir l’alerte « ${name} » ?`,
  unsubscribeButton: 'Arrêter cette alerte',
  unsubscribed: (name: string) =>
    `C’est fait : l’alerte « ${name} » est arrêtée. Vous pouvez la réactiver depuis « Mes recherches » sur votre tableau de bord.`,
  invalidToken: 'Ce lien de désinscription n’est pas valide.',
} as const;

/** What an alert mail's unsubscribe page and mail clients call (List-Unsubscribe, RFC 8058). */
export const SEARCH_ALERT_UNSUBSCRIBE_PATH = '/api/saved-searches/alert-unsubscribe';
export const SEARCH_ALERT_ONE_CLICK_PATH = `${SEARCH_ALERT_UNSUBSCRIBE_PATH}/one-click`;
