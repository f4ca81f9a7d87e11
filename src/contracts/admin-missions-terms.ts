/** Back-office screens 3 (missions) and 4 (applications): zod-free terms. */

export const ADMIN_JOB_SORTS = ['newest', 'oldest', 'budget_high', 'budget_low'] as const;
export type TAdminJobSort = (typeof ADMIN_JOB_SORTS)[number];
export const ADMIN_JOB_SORT_LABELS: Record<TAdminJobSort, string> = {
  newest: 'Plus récentes',
  oldest: 'Plus anciennes',
  budget_high: 'Budget décroissant',
  budget_low: 'Budget croissant',
};

/** What the back office shows for a mission without both budget bounds. */
export const ADMIN_MISSING_BUDGET = 'À définir';

export const adminMissionMessages = {
  loadJobsFailed: 'Une erreur est survenue lors du chargement des missions',
  loadApplicationsFailed: 'Une erreur est survenue lors du chargement des candidatures',
  noJobs: 'Aucune mission trouvée',
  noApplications: 'Aucune candidature trouvée',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette mission ?',
  confirmClose: 'Êtes-vous sûr de vouloir clôturer cette mission ? Les candidatures en attente seront refusées.',
  jobNotFound: 'Mission introuvable. Elle a peut-être été supprimée.',
  applicationNotFound: 'Candidature introuvable. Elle a peut-être été supprimée.',
  notOpen: 'Seule une mission en cours peut être clôturée.',
  closed: 'Mission clôturée',
  deleted: 'Mission supprimée',
} as const;

/** What the owner of a mission the moderation closed or removed is told. */
export const moderatedMissionNotice = {
  closedTitle: 'Mission clôturée par la modération',
  closedBody: (title: string) => `Votre mission « ${title} » a été clôturée par l’équipe de modération.`,
  deletedTitle: 'Mission supprimée par la modération',
  deletedBody: (title: string) => `Votre mission « ${title} » a été supprimée par l’équipe de modération.`,
} as const;
