import { z } from 'zod';
import { ZJobFacts } from './jobs.ts';

export const SEARCH_TYPES = ['managers', 'jobs'] as const;
export const ZSearchType = z.enum(SEARCH_TYPES);
export type TSearchType = z.infer<typeof ZSearchType>;
export const SEARCH_TYPE_LABELS: Record<TSearchType, string> = { managers: 'Community Managers', jobs: 'Missions' };

export const SEARCH_PAGE_SIZE = 20;
/** Deep pages are refused (offset 10 000): refine the search instead. */
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/**
 * Totals are exact up to this many results; past it the search stops counting and answers
 * this number with `totalIsLowerBound` (shown as 'Plus de 1 000 résultats'). With text, the
 * best-ranked first page is chosen among this many matches, best rated or newest first.
 */
export const SEARCH_TOTAL_CAP = 1000;
/** A city matches what lies within this distance of its centre. */
export const SEARCH_RADIUS_KM = 30;
/** Cards show at most 4 skill tags, then '+N autres' (spec §9). */
export const MAX_CARD_SKILLS = 4;

export const REMOTE_LOCATION = 'Télétravail';
/** The location radio of the search page (spec §2), with each city's centre. */
export const SEARCH_LOCATIONS = [
  { name: REMOTE_LOCATION, remote: true },
  { name: 'Paris', remote: false, latitude: 48.8566, longitude: 2.3522 },
  { name: 'Lyon', remote: false, latitude: 45.764, longitude: 4.8357 },
  { name: 'Marseille', remote: false, latitude: 43.2965, longitude: 5.3698 },
  { name: 'Bordeaux', remote: false, latitude: 44.8378, longitude: -0.5792 },
] as const;
export const SEARCH_LOCATION_NAMES = ['Télétravail', 'Paris', 'Lyon', 'Marseille', 'Bordeaux'] as const;
export type TSearchLocation = (typeof SEARCH_LOCATION_NAMES)[number];
export type TSearchCity = Extract<(typeof SEARCH_LOCATIONS)[number], { remote: false }>;

export const searchMessages = {
  empty: 'Aucun résultat trouvé',
} as const;

/** The tags a card shows and the '+N autres' label for the rest (null when none are hidden). */
export function cardSkills(skills: readonly string[], max: number = MAX_CARD_SKILLS) {
  const hidden = Math.max(0, skills.length - max);
  return { shown: skills.slice(0, max), hidden, moreLabel: hidden > 0 ? `+${hidden} autres` : null };
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/** 'teletravail', ' LYON ' → the canonical name ('Télétravail', 'Lyon'); undefined for anything else. */
export function findSearchLocation(value: string): TSearchLocation | undefined {
  return SEARCH_LOCATION_NAMES.find((name) => fold(name) === fold(value));
}

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
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** Query string of GET /api/search/managers and GET /api/search/jobs. */
export const ZSearchQuery = z.object({
  q: optionalText(SEARCH_QUERY_MAX_LENGTH),
  /** Skill ids, any-of. */
  specialties: z.preprocess(listParam, z.array(z.uuid()).max(50)).default([]),
  /** An industry sector name. */
  industry: optionalText(100),
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
  availability: z.boolean(),
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
