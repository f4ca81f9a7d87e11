import { USER_TYPES, type TUserType } from './accounts-terms.ts';

/**
 * 'Gestion des utilisateurs' (spec §2, screen 2): filters, labels and messages, without zod
 * (the screen's bundle imports them).
 */

/** The type filter's values: every type, or one of them (spec §9 'Admin filters'). */
export const ADMIN_USER_TYPE_FILTERS = ['all', ...USER_TYPES] as const;
export type TAdminUserTypeFilter = (typeof ADMIN_USER_TYPE_FILTERS)[number];

/** The header cards, one per type (spec §2). */
export const adminUserTypeCountLabels: Record<TUserType, string> = {
  community_manager: 'Community Managers',
  company: 'Entreprises',
  individual: 'Particuliers',
};

export const adminUserTypeFilterLabels: Record<TAdminUserTypeFilter, string> = {
  all: 'Tous les types',
  community_manager: 'Community Manager',
  company: 'Entreprise',
  individual: 'Particulier',
};

/**
 * The day boundaries of the inscription date filters ('2025-03-01' starts at midnight there):
 * the product is French, so days are Paris days whatever the server's or browser's zone.
 */
export const ADMIN_USERS_TIME_ZONE = 'Europe/Paris';

export const adminUsersMessages = {
  loadError: (message: string) => `Erreur lors du chargement des utilisateurs : ${message}`,
  emptyTitle: 'Aucun utilisateur trouvé',
  emptyHint: 'Modifiez vos filtres pour voir plus de résultats.',
  invalidDate: 'Date invalide',
  endBeforeStart: 'La date de fin doit être postérieure ou égale à la date de début.',
  notFound: 'Utilisateur introuvable.',
  cannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  cannotSuspendAdmin: "Le compte d'un administrateur ne peut pas être suspendu.",
  confirmSuspend:
    'Êtes-vous sûr de vouloir suspendre ce compte ? La personne sera déconnectée, ne pourra plus se connecter, et son profil et ses missions ne seront plus visibles sur le site.',
  suspended: 'Le compte a été suspendu.',
  reactivated: 'Le compte a été réactivé.',
  actionFailed: 'Une erreur inattendue est survenue.',
} as const;

export const adminUsersLabels = {
  title: 'Gestion des utilisateurs',
  search: 'Rechercher par nom ou email',
  type: 'Type',
  start: 'Inscrit du',
  end: 'au',
  export: 'Exporter en CSV',
  viewProfile: 'Voir le profil',
  suspend: 'Suspendre',
  reactivate: 'Réactiver',
  suspending: 'Suspension...',
  suspendedBadge: 'Suspendu',
  adminBadge: 'Admin',
  columns: {
    name: 'Nom',
    email: 'Email',
    type: 'Type',
    createdAt: 'Inscrit le',
    actions: 'Actions',
  },
} as const;

/** The CSV export: header row and the status column's values. */
export const ADMIN_USERS_CSV_HEADER = ['Nom', 'Email', 'Type', 'Inscrit le', 'Statut'] as const;
export const adminUserStatusLabels = {
  active: 'Actif',
  suspended: 'Suspendu',
} as const;
export const ADMIN_USERS_EXPORT_PATH = '/api/admin/users/export.csv';
