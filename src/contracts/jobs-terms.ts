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

export const jobMessages = {
  notFoundTitle: 'Mission introuvable',
  notFoundDescription: "Cette mission n'existe pas ou a été supprimée.",
  /** The API's 404 message. */
  notFound: 'Mission introuvable',
} as const;

/** The first `length` characters, then '...' when the text was longer. */
export function summarize(text: string, length: number = JOB_SUMMARY_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** 'min-max€' only when both bounds exist (spec §9), otherwise 'Budget à définir'. */
export function formatBudget(min: number | null | undefined, max: number | null | undefined): string {
  return min != null && max != null ? `${min}-${max}€` : MISSING_BUDGET;
}

export function formatDuration(duration: string | null | undefined): string {
  return duration?.trim() || MISSING_DURATION;
}

/** A location as shown on cards; `fallback` is 'Non spécifié' unless told otherwise. */
export function formatLocation(location: string | null | undefined, fallback: string = MISSING_LOCATION): string {
  return location?.trim() || fallback;
}
