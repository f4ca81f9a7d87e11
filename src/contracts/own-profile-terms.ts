import { registrationMessages } from './auth-messages.ts';

/** Limits of 'Mon Profil' (the API refuses longer values with these numbers in the message). */
export const HEADLINE_MAX_LENGTH = 120;
export const BIO_MAX_LENGTH = 2000;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 300;
export const HOURLY_RATE_MAX = 1000;
export const EXPERIENCE_YEARS_MAX = 60;
export const PROFILE_SKILLS_MAX = 30;
export const PROFILE_LANGUAGES_MAX = 10;
/** Saves of 'Mon Profil' a member may make in a minute (each may ask the geocoder). */
export const PROFILE_SAVES_PER_MINUTE = 20;
/** A language as stored in a community manager's list: its French name, e.g. 'Anglais'. */
export const LANGUAGE_LABEL_MAX_LENGTH = 60;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<TSocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

/** What each proficiency level (1–5, a 20 % bar each) means. */
export const PROFICIENCY_LABELS: Record<number, string> = {
  1: 'Débutant',
  2: 'Intermédiaire',
  3: 'Confirmé',
  4: 'Avancé',
  5: 'Expert',
};

export const ownProfileMessages = {
  fullName: registrationMessages.fullName,
  phone: registrationMessages.phone,
  location: registrationMessages.location,
  locationNotChosen: 'Choisissez votre ville dans la liste des suggestions.',
  locationNotFound: 'Cette localisation ne correspond à aucune suggestion : choisissez-la dans la liste.',
  rate: `Indiquez un tarif horaire entier entre 0 et ${HOURLY_RATE_MAX} €.`,
  rateOrder: 'Le tarif maximum doit être supérieur ou égal au tarif minimum.',
  experience: `Indiquez un nombre entier d'années entre 0 et ${EXPERIENCE_YEARS_MAX}.`,
  socialLink: 'Indiquez une adresse complète commençant par https://',
  website: 'Indiquez une adresse web valide, par exemple https://www.exemple.fr',
  companySize: "Choisissez une taille d'entreprise dans la liste.",
  companyName: "Indiquez le nom de l'entreprise (2 caractères au moins).",
  skillsTooMany: `Au plus ${PROFILE_SKILLS_MAX} compétences.`,
  skillTwice: "Chaque compétence ne peut être choisie qu'une fois.",
  unknownSkill: "Une des compétences choisies n'existe pas (ou plus) dans le catalogue.",
  proficiency: 'Le niveau va de 1 à 5.',
  languagesTooMany: `Au plus ${PROFILE_LANGUAGES_MAX} langues.`,
  unknownLanguage: 'Une des langues choisies ne fait pas partie de la liste.',
  unknownSector: "Ce secteur d'activité n'existe pas (ou plus) dans la liste.",
  wrongUserType: 'Ces informations ne correspondent pas à votre type de compte.',
  saved: 'Profil enregistré',
} as const;
