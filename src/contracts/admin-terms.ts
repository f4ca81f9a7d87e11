/** Rows per page of every back-office list (spec: 'Affichage de 1 à 10 sur N résultats'). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Longest search text of a back-office list. */
export const ADMIN_SEARCH_MAX = 200;

/** 'Affichage de X à Y sur N résultats' for a page of a list (1-based page). */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Affichage de ${from} à ${to} sur ${total} ${total > 1 ? 'résultats' : 'résultat'}`;
}

/** How many pages a list of `total` rows has (at least one). */
export const pageCount = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * A counter's trend badge: the change of this month's new rows against last month's, in whole
 * percent; null when last month had none (nothing to compare with, so no badge).
 */
export function monthlyTrend({ thisMonth, lastMonth }: { thisMonth: number; lastMonth: number }): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}

/** '+12%', '-3%', '0%'. */
export const formatTrend = (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`;

const auditVerbs: Record<string, string> = {
  create: 'a ajouté',
  update: 'a modifié',
  delete: 'a supprimé',
  remove: 'a supprimé',
  approve: 'a approuvé',
  publish: 'a publié',
  unpublish: 'a dépublié',
  close: 'a clôturé',
  suspend: 'a suspendu',
  reactivate: 'a réactivé',
  retry: 'a relancé',
  file: 'a déposé',
  decide: 'a tranché',
  answer: 'a répondu à',
};
const auditEntities: Record<string, string> = {
  mission: 'la mission',
  user: 'le compte',
  skill: 'la compétence',
  skill_category: 'la catégorie',
  sector: 'le secteur',
  language: 'la langue',
  experience_level: "le niveau d'expérience",
  rate_range: 'la fourchette de tarifs',
  review: "l'avis",
  message: 'un message',
  blog_post: "l'article",
  settings: 'les paramètres',
  background_job: 'la tâche',
  notice: 'un signalement',
  complaint: 'une contestation',
};

/** 'a clôturé la mission' for `mission.close`; the raw action when it is not known. */
export function auditActionLabel(action: string): string {
  const [entity = '', verb = ''] = action.split('.');
  const verbLabel = auditVerbs[verb];
  const entityLabel = auditEntities[entity];
  return verbLabel && entityLabel ? `${verbLabel} ${entityLabel}` : action;
}

export const PAYMENTS_MODE_LABELS = { stripe: 'Stripe', simulator: 'Simulateur de paiement', none: 'Non configurés' } as const;
