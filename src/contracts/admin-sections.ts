/**
 * The back-office's sections: their paths under /admin and their menu labels. Apart from the rest
 * of the back-office's terms, since the route table that every page loads lists their paths.
 */
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
  { path: 'notices', label: 'Signalements' },
  { path: 'blog', label: 'Blog' },
  { path: 'settings', label: 'Paramètres' },
  { path: 'background-jobs', label: 'Tâches en échec' },
] as const;
