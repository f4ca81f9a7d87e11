import { z } from 'zod';

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

export const ZAdminStatsResponse = z.object({
  users: z.number().int(),
  jobs: z.number().int(),
  applications: z.number().int(),
  reviews: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStatsResponse>;
