export const ADMIN_SECTIONS = [
  { path: '', label: 'Tableau de bord' },
  { path: 'users', label: 'Utilisateurs' },
  { path: 'jobs', label: 'Missions' },
  { path: 'applications', label: 'Candidatures' },
  { path: 'skills', label: 'Compétences' },
  { path: 'experience', label: "Niveaux d'expérience" },
  { path: 'rates', label: 'Fourchettes de tarifs' },
  { path: 'industries', label: "Secteurs d'activité" },
  { path: 'languages', label: 'Langues' },
  { path: 'reviews', label: 'Avis' },
  { path: 'messages', label: 'Messages' },
  { path: 'blog', label: 'Blog' },
  { path: 'settings', label: 'Paramètres' },
] as const;

/** Rows per page of every back-office list (spec: 'Affichage de 1 à 10 sur N résultats'). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Longest search text of a back-office list. */
export const ADMIN_SEARCH_MAX = 200;

/** 'Affichage de X à Y sur N résultats' for a page of a list (1-based page). */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Affichage de ${from} à ${to} sur ${total} résultats`;
}

/** How many pages a list of `total` rows has (at least one). */
export const pageCount = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize));
