import { UNCATEGORISED_SKILL } from './catalog-terms.ts';
import { plural } from './text-terms.ts';

/**
 * The back-office's reference data (spec §2 admin screens 5–9): the six kinds of rows, their
 * limits, display rules (§9) and French messages (§5, §8). Zod-free: the screens import it.
 */
export const CATALOG_RESOURCES = ['skills', 'skill-categories', 'experience-levels', 'rate-ranges', 'sectors', 'languages'] as const;
export type TCatalogResource = (typeof CATALOG_RESOURCES)[number];

/** Audit entity of each resource (`<entity>.create|update|delete`). */
export const CATALOG_AUDIT_ENTITIES = {
  skills: 'skill',
  'skill-categories': 'skill_category',
  'experience-levels': 'experience_level',
  'rate-ranges': 'rate_range',
  sectors: 'sector',
  languages: 'language',
} as const satisfies Record<TCatalogResource, string>;

export const CATALOG_NAME_MAX = 100;
export const CATALOG_DESCRIPTION_MAX = 1000;
/** Bounds of the figures: a career in years, an hourly rate in euros. */
export const CATALOG_YEARS_MAX = 60;
export const CATALOG_RATE_MAX = 10_000;
export const LANGUAGE_CODE_LENGTH = 2;

/** Spec §9: 'min - max ans' or 'min+ ans'. */
export const experienceRangeLabel = (min: number, max: number | null) => (max === null ? `${min}+ ans` : `${min} - ${max} ans`);
/** Spec §9: an uncategorised skill is 'Non catégorisé'. */
export const categoryLabel = (category: { name: string } | null) => category?.name ?? UNCATEGORISED_SKILL;
/** The skills list's category filter: every category, one of them, or the uncategorised skills. */
export const SKILL_CATEGORY_NONE = 'none';

/** 'de 2 profils et 1 mission' style counts of what still uses a row. */
function usage(profiles: number, missions = 0): string {
  const parts = [profiles > 0 ? plural(profiles, 'profil', 'profils') : null, missions > 0 ? plural(missions, 'mission', 'missions') : null];
  return parts.filter(Boolean).join(' et ');
}

export const catalogMessages = {
  nameRequired: 'Le nom est requis.',
  sectorNameRequired: 'Le nom du secteur est requis.',
  codeRequired: 'Le code est requis.',
  nativeNameRequired: 'Le nom natif est requis.',
  /** Spec §5: two lowercase letters (the input is forced to lowercase). */
  codeFormat: 'Le code doit contenir 2 lettres (ex: fr, en).',
  codeHint: 'Code ISO à 2 lettres (ex: fr, en)',
  wholeNumber: 'Veuillez saisir un nombre entier positif ou nul.',
  yearsTooHigh: `Au plus ${CATALOG_YEARS_MAX} ans.`,
  rateTooHigh: `Au plus ${CATALOG_RATE_MAX} €/h.`,
  minRequired: 'Le minimum est requis.',
  yearsOrder: "Le maximum d'années doit être supérieur ou égal au minimum.",
  rateOrder: 'Le tarif maximum doit être supérieur ou égal au tarif minimum.',
  unknownCategory: "Cette catégorie n'existe plus. Choisissez-en une autre.",
  /** Spec §8: non-standard errors of a mutation. */
  unexpected: 'Une erreur inattendue est survenue.',
  languageCodeInUse: (profiles: number) =>
    `Cette langue est indiquée par ${plural(profiles, 'profil', 'profils')} : son code ne peut pas changer. Ajoutez plutôt une nouvelle langue.`,
} as const;

type ResourceTexts = {
  /** Spec §5 delete confirmation. */
  confirmDelete: string;
  /** Spec §8 (sector, language) or the same pattern: the row is gone (404). */
  notFound: string;
  /** Spec §8: an update that returned nothing. */
  updateFailed: string;
  /** 409 on a name (or code) another row has. */
  duplicate: string;
  /** 409: the row is still used (counts of profiles, missions, skills). */
  inUse: (counts: { profiles: number; missions?: number; skills?: number }) => string;
  emptyTitle: string;
  emptyDescription?: string;
  loadFailed: string;
};

export const CATALOG_TEXTS: Record<TCatalogResource, ResourceTexts> = {
  skills: {
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette compétence ?',
    notFound: 'Compétence introuvable. Elle a peut-être été supprimée.',
    updateFailed: 'Erreur lors de la mise à jour de la compétence.',
    duplicate: 'Une compétence porte déjà ce nom.',
    inUse: ({ profiles, missions = 0 }) => `Cette compétence est utilisée par ${usage(profiles, missions)} : elle ne peut pas être supprimée.`,
    emptyTitle: 'Aucune compétence trouvée',
    emptyDescription: 'Modifiez vos filtres ou ajoutez une nouvelle compétence.',
    loadFailed: 'Une erreur est survenue lors du chargement des compétences',
  },
  'skill-categories': {
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?',
    notFound: 'Catégorie introuvable. Elle a peut-être été supprimée.',
    updateFailed: 'Erreur lors de la mise à jour de la catégorie.',
    duplicate: 'Une catégorie porte déjà ce nom.',
    inUse: ({ skills = 0 }) =>
      `Cette catégorie contient ${plural(skills, 'compétence', 'compétences')} : elle ne peut pas être supprimée. Déplacez-les d'abord.`,
    emptyTitle: 'Aucune catégorie',
    loadFailed: 'Une erreur est survenue lors du chargement des catégories',
  },
  'experience-levels': {
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce niveau d'expérience ?",
    notFound: "Niveau d'expérience introuvable. Il a peut-être été supprimé.",
    updateFailed: "Erreur lors de la mise à jour du niveau d'expérience.",
    duplicate: "Un niveau d'expérience porte déjà ce nom.",
    inUse: () => '',
    emptyTitle: "Aucun niveau d'expérience",
    emptyDescription: "Commencez par ajouter un nouveau niveau d'expérience.",
    loadFailed: "Une erreur est survenue lors du chargement des niveaux d'expérience",
  },
  'rate-ranges': {
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette fourchette de tarifs ?',
    notFound: 'Fourchette de tarifs introuvable. Elle a peut-être été supprimée.',
    updateFailed: 'Erreur lors de la mise à jour de la fourchette de tarifs.',
    duplicate: 'Une fourchette de tarifs porte déjà ce nom.',
    inUse: () => '',
    emptyTitle: 'Aucune fourchette de tarifs',
    emptyDescription: 'Commencez par ajouter une nouvelle fourchette de tarifs.',
    loadFailed: 'Une erreur est survenue lors du chargement des fourchettes de tarifs',
  },
  sectors: {
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce secteur d'activité ?",
    notFound: 'Secteur introuvable. Il a peut-être été supprimé.',
    updateFailed: 'Erreur lors de la mise à jour du secteur.',
    duplicate: "Un secteur d'activité porte déjà ce nom.",
    inUse: ({ profiles }) =>
      `Ce secteur d'activité est celui de ${usage(profiles)} (membres et clients qui publient des missions) : il ne peut pas être supprimé.`,
    emptyTitle: "Aucun secteur d'activité",
    emptyDescription: "Commencez par ajouter un nouveau secteur d'activité.",
    loadFailed: "Une erreur est survenue lors du chargement des secteurs d'activité",
  },
  languages: {
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette langue ?',
    notFound: 'Langue introuvable. Elle a peut-être été supprimée.',
    updateFailed: 'Erreur lors de la mise à jour de la langue.',
    duplicate: 'Une langue utilise déjà ce code.',
    inUse: ({ profiles }) => `Cette langue est indiquée par ${usage(profiles)} : elle ne peut pas être supprimée. Désactivez-la plutôt.`,
    emptyTitle: 'Aucune langue',
    emptyDescription: 'Commencez par ajouter une nouvelle langue.',
    loadFailed: 'Une erreur est survenue lors du chargement des langues',
  },
};
