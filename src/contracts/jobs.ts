import { z } from 'zod';
import { ZUserType } from './accounts.ts';

export const JOB_STATUSES = ['open', 'closed', 'draft'] as const;
export const ZJobStatus = z.enum(JOB_STATUSES);
export type TJobStatus = z.infer<typeof ZJobStatus>;

export const JOB_TYPES = ['freelance', 'full_time', 'part_time', 'contract'] as const;
export const ZJobType = z.enum(JOB_TYPES);
export type TJobType = z.infer<typeof ZJobType>;

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

const ZNamedRef = z.object({ id: z.uuid(), name: z.string() });

/** The client as the mission page shows it; contact details (email, phone) are not public. */
export const ZJobClient = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  userType: ZUserType,
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
});
export type TJobClient = z.infer<typeof ZJobClient>;

/** What every view of a mission shows: the detail page and the search card. */
export const ZJobFacts = z.object({
  id: z.uuid(),
  title: z.string(),
  jobType: ZJobType,
  location: z.string().nullable(),
  isRemote: z.boolean(),
  duration: z.string().nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /api/jobs/:id */
export const ZJobDetail = ZJobFacts.extend({
  description: z.string(),
  status: ZJobStatus,
  requirements: z.array(z.string()),
  skills: z.array(ZNamedRef),
  client: ZJobClient,
  statistics: z.object({ applicationCount: z.number().int() }),
  /** True when the signed-in viewer published this mission. */
  isOwner: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;
export const ZJobDetailResponse = z.object({ job: ZJobDetail });
export type TJobDetailResponse = z.infer<typeof ZJobDetailResponse>;

export const ZJobParams = z.object({ id: z.string() });
