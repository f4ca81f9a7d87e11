export const JOB_STATUSES = ['open', 'closed', 'draft'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const JOB_TYPES = ['freelance', 'full_time', 'part_time', 'contract'] as const;
export type TJobType = (typeof JOB_TYPES)[number];

/** Spec §3 / §4 labels. */
export const JOB_TYPE_LABELS: Record<TJobType, string> = {
  freelance: 'Freelance',
  full_time: 'CDI',
  part_time: 'Temps partiel',
  contract: 'Contrat',
};
export const JOB_STATUS_LABELS: Record<TJobStatus, string> = {
  open: 'En cours',
  closed: 'Terminée',
  draft: 'Brouillon',
};

/** Spec §9: job descriptions on search cards are cut at 200 characters. */
export const JOB_SUMMARY_LENGTH = 200;
/** Spec §9 display defaults for missing values. */
export const MISSING_LOCATION = 'Non spécifié';
export const MISSING_DURATION = 'Durée à définir';
export const MISSING_BUDGET = 'Budget à définir';

/** Rules of the mission form, shared by the form and the API. */
export const JOB_TITLE_LENGTH = { min: 5, max: 120 } as const;
export const JOB_DESCRIPTION_LENGTH = { min: 30, max: 5000 } as const;
export const JOB_BUDGET_MAX = 1_000_000;
export const JOB_REQUIREMENTS_MAX = 15;
export const JOB_REQUIREMENT_MAX_LENGTH = 200;
export const JOB_SKILLS_MAX = 10;
export const JOB_DURATION_MAX_LENGTH = 60;

/** How a closed mission ended (asked when closing it). */
export const JOB_CLOSE_OUTCOMES = ['filled_here', 'filled_elsewhere', 'abandoned'] as const;
export type TJobCloseOutcome = (typeof JOB_CLOSE_OUTCOMES)[number];
export const JOB_CLOSE_OUTCOME_LABELS: Record<TJobCloseOutcome, string> = {
  filled_here: 'Pourvue sur CM Connect',
  filled_elsewhere: 'Pourvue ailleurs',
  abandoned: 'Abandonnée',
};

/** What publishing does: now (open) or later (a draft only its owner sees). */
export const JOB_PUBLISH_STATUSES = ['open', 'draft'] as const;
export const JOB_PUBLISH_STATUS_LABELS: Record<(typeof JOB_PUBLISH_STATUSES)[number], string> = {
  open: 'Publier maintenant',
  draft: 'Enregistrer comme brouillon',
};

/** A share (0–1) as '75 %', or '—' when there is nothing to compute it from. */
export function formatPercentage(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}\u00a0%`;
}

/** The first `length` characters, then '...' when the text was longer. */
export function summarize(text: string, length: number = JOB_SUMMARY_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

export function formatDuration(duration: string | null | undefined): string {
  return duration?.trim() || MISSING_DURATION;
}

/** A location as shown on cards; `fallback` is 'Non spécifié' unless told otherwise. */
export function formatLocation(location: string | null | undefined, fallback: string = MISSING_LOCATION): string {
  return location?.trim() || fallback;
}
