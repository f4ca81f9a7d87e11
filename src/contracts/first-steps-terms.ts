import type { TUserType } from './accounts-terms.ts';

/**
 * The few steps that make a member's profile (community manager) or first mission (client)
 * useful: the 'Mon Profil' meter and the dashboard's first steps read them (ADR 0052).
 */
export const FIRST_STEPS = {
  community_manager: ['photo', 'headline', 'bio', 'skills', 'rate', 'experience', 'availability', 'portfolio'],
  company: ['photo', 'companyDescription', 'sector', 'mission'],
  individual: ['photo', 'bio', 'mission'],
} as const satisfies Record<TUserType, readonly string[]>;

export type TFirstStep = (typeof FIRST_STEPS)[TUserType][number];

/** What to do, as the next step says it. */
export const FIRST_STEP_LABELS: Record<TFirstStep, string> = {
  photo: 'Ajoutez une photo',
  headline: 'Ajoutez un titre à votre profil',
  bio: 'Présentez-vous en quelques lignes',
  skills: 'Indiquez vos compétences',
  rate: 'Indiquez votre tarif horaire',
  experience: "Indiquez vos années d'expérience",
  availability: 'Indiquez votre disponibilité',
  portfolio: 'Ajoutez une réalisation à votre portfolio',
  companyDescription: 'Présentez votre entreprise',
  sector: "Indiquez votre secteur d'activité",
  mission: 'Publiez votre première mission',
};

export const firstStepsMessages = {
  meterLabel: 'Profil complété',
  next: 'Prochaine étape',
  complete: 'Votre profil est complet.',
  title: 'Vos premiers pas',
  dismiss: 'Masquer les premiers pas',
  dismissed: 'Premiers pas masqués',
} as const;
