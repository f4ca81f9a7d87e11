import {
  JOB_DESCRIPTION_LENGTH,
  JOB_DURATION_MAX_LENGTH,
  JOB_REQUIREMENT_MAX_LENGTH,
  JOB_REQUIREMENTS_MAX,
  JOB_SKILLS_MAX,
  JOB_TITLE_LENGTH,
} from './missions-terms.ts';

/**
 * What the mission screens and the missions API say about a mission that is missing, refused or
 * invalid. Kept apart from the missions' vocabulary (`jobs-terms.ts`), which every public page shows.
 */
export const jobMessages = {
  notFoundTitle: 'Mission introuvable',
  notFoundDescription: "Cette mission n'existe pas ou a été supprimée.",
  /** The API's 404 message. */
  notFound: 'Mission introuvable',
  onlyClients: 'Seuls les entreprises et les particuliers peuvent publier des missions.',
  notOwner: "Seul l'auteur de la mission peut effectuer cette action.",
  title: `Le titre doit contenir entre ${JOB_TITLE_LENGTH.min} et ${JOB_TITLE_LENGTH.max} caractères.`,
  description: `La description doit contenir entre ${JOB_DESCRIPTION_LENGTH.min} et 5\u00a0000 caractères.`,
  budgetInteger: 'Le budget doit être un nombre entier positif ou nul.',
  budgetTooHigh: `Le budget ne peut pas dépasser 1\u00a0000\u00a0000 €.`,
  budgetOrder: 'Le budget maximum doit être supérieur ou égal au budget minimum.',
  requirementEmpty: 'Une exigence ne peut pas être vide : complétez-la ou supprimez la ligne.',
  requirementTooLong: `Une exigence ne peut pas dépasser ${JOB_REQUIREMENT_MAX_LENGTH} caractères.`,
  requirementsTooMany: `Au plus ${JOB_REQUIREMENTS_MAX} exigences.`,
  skillsTooMany: `Au plus ${JOB_SKILLS_MAX} compétences.`,
  unknownSkill: "Une des compétences choisies n'existe pas (ou plus) dans le catalogue.",
  location: 'Choisissez une localisation dans la liste des suggestions, ou indiquez que la mission se fait à distance.',
  locationNotFound: 'Cette localisation ne correspond à aucune suggestion : choisissez-la dans la liste.',
  durationTooLong: `La durée ne peut pas dépasser ${JOB_DURATION_MAX_LENGTH} caractères.`,
  outcomeRequired: 'Indiquez comment la mission s’est terminée.',
  hiredRequired: 'Choisissez la personne retenue parmi les candidatures acceptées.',
  hiredNotAccepted: 'La personne retenue doit avoir une candidature acceptée pour cette mission.',
  hiredOnlyWhenFilledHere: "La personne retenue ne s'indique que pour une mission pourvue sur CM Connect.",
  notDraft: 'Seul un brouillon peut être publié ou supprimé.',
  backToDraft: 'Une mission publiée ne peut pas redevenir un brouillon.',
  notOpen: 'Seule une mission en cours peut être clôturée.',
  notClosed: 'Seule une mission terminée peut être rouverte.',
} as const;
