import { z } from 'zod';
import { zText } from './text.ts';
import { ZJobFacts } from './missions.ts';
import { SEARCH_INDUSTRY_MAX_LENGTH, SEARCH_LOCATION_NAMES, SEARCH_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH, findSearchLocation } from './search-terms.ts';

/** The canonical name when there is one; anything else is left to fail validation. */
function canonicalLocation(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return findSearchLocation(value) ?? value;
}

/** `?specialties=a&specialties=b` or `?specialties=a,b`. */
function listParam(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
}

const optionalText = (max: number) =>
  zText(max, { trim: true })
    .optional()
    .transform((value) => value || undefined);

/** Query string of GET /api/search/managers and GET /api/search/jobs. */
export const ZSearchQuery = z.object({
  q: optionalText(SEARCH_QUERY_MAX_LENGTH),
  /** Skill ids, any-of. */
  specialties: z.preprocess(listParam, z.array(z.uuid()).max(50)).default([]),
  /** An industry sector name. */
  industry: optionalText(SEARCH_INDUSTRY_MAX_LENGTH),
  location: z.preprocess(canonicalLocation, z.enum(SEARCH_LOCATION_NAMES).optional()),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
});
export type TSearchQueryInput = z.input<typeof ZSearchQuery>;
export type TSearchQuery = z.output<typeof ZSearchQuery>;

export const ZManagerCard = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  /** All skill names, strongest first: show MAX_CARD_SKILLS then '+N autres'. */
  skills: z.array(z.string()),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
  experienceYears: z.number().int().nullable(),
  averageRating: z.number().nullable(),
  totalReviews: z.number().int(),
  /** Null when the member never said (ADR 0052). */
  availability: z.boolean().nullable(),
  remoteOk: z.boolean(),
});
export type TManagerCard = z.infer<typeof ZManagerCard>;

export const ZJobCard = ZJobFacts.extend({
  /** The description cut at JOB_SUMMARY_LENGTH characters, '...' when longer. */
  summary: z.string(),
  skills: z.array(z.string()),
  client: z.object({
    id: z.uuid(),
    fullName: z.string(),
    companyName: z.string().nullable(),
    industry: z.string().nullable(),
  }),
  applicationCount: z.number().int(),
});
export type TJobCard = z.infer<typeof ZJobCard>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Exact, or SEARCH_TOTAL_CAP when there are more (then `totalIsLowerBound`). */
    total: z.number().int(),
    /** Present, and true, only when there are more than `total` results. */
    totalIsLowerBound: z.literal(true).optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const ZSearchManagersResponse = page(ZManagerCard);
export type TSearchManagersResponse = z.infer<typeof ZSearchManagersResponse>;
export const ZSearchJobsResponse = page(ZJobCard);
export type TSearchJobsResponse = z.infer<typeof ZSearchJobsResponse>;
