import { z } from 'zod';
import { zText } from './text.ts';
import { ZJobFacts } from './missions.ts';
import { JOB_TYPES } from './missions-terms.ts';
import { RANKING_FACTORS, type TResultRanking } from './search-ranking-terms.ts';
import {
  DEFAULT_SEARCH_RADIUS_KM,
  isRemoteLocation,
  MANAGER_SORTS,
  MISSION_SORTS,
  PUBLISHED_WITHIN_VALUES,
  REMOTE_LOCATION,
  SEARCH_INDUSTRY_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RADII_KM,
  WORK_MODES,
} from './search-terms.ts';

export const SEARCH_LOCATION_MAX_LENGTH = 100;

/** 'Télétravail' in any case or accents becomes the canonical choice; blank is no location. */
function canonicalLocation(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return isRemoteLocation(value) ? REMOTE_LOCATION : value;
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

const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalText = (max: number) =>
  zText(max, { trim: true })
    .optional()
    .transform((value) => value || undefined);

const optionalNumber = (schema: z.ZodNumber) => z.preprocess(blankAsAbsent, z.coerce.number().pipe(schema).optional());

/** A flag in an address: `1` or `true`. */
const flag = z.preprocess((value) => value === '1' || value === 'true' || value === true, z.boolean());

/** What both searches share: text, skills, sector, place, page. */
const ZSearchBase = z.object({
  q: optionalText(SEARCH_QUERY_MAX_LENGTH),
  /** Skill ids, any-of. */
  specialties: z.preprocess(listParam, z.array(z.uuid()).max(50)).default([]),
  /** An industry sector name. */
  industry: optionalText(SEARCH_INDUSTRY_MAX_LENGTH),
  /** 'Télétravail', or a city's name (from the location field's suggestions). */
  location: z.preprocess(canonicalLocation, zText(SEARCH_LOCATION_MAX_LENGTH, { trim: true }).optional()),
  /** The city's centre, as the location field's suggestion gave it; else the server finds the French city of that name. */
  lat: optionalNumber(z.number().min(-90).max(90)),
  lon: optionalNumber(z.number().min(-180).max(180)),
  /** Kilometres around the city. */
  radius: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number()
      .refine((value) => SEARCH_RADII_KM.some((radius) => radius === value))
      .default(DEFAULT_SEARCH_RADIUS_KM),
  ),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
});

/** Query string of GET /api/search/managers. */
export const ZManagerSearchQuery = ZSearchBase.extend({
  sort: z.preprocess(blankAsAbsent, z.enum(MANAGER_SORTS).default('relevance')),
  /** An hourly rate range of the catalog (id): members whose rates overlap it. */
  rate: z.preprocess(blankAsAbsent, z.uuid().optional()),
  /** An experience level of the catalog (id): members whose years fall in it. */
  experience: z.preprocess(blankAsAbsent, z.uuid().optional()),
  /** Members rated at least this (members without reviews have no rating). */
  minRating: optionalNumber(z.number().min(1).max(5)),
  /** Members available now. */
  available: flag.default(false),
  /** Language names (as profiles list them), all of them. */
  language: z.preprocess(listParam, z.array(zText(50, { trim: true })).max(10)).default([]),
});
export type TManagerSearchQueryInput = z.input<typeof ZManagerSearchQuery>;
export type TManagerSearchQuery = z.output<typeof ZManagerSearchQuery>;

/** Query string of GET /api/search/jobs. */
export const ZMissionSearchQuery = ZSearchBase.extend({
  sort: z.preprocess(blankAsAbsent, z.enum(MISSION_SORTS).default('relevance')),
  /** Euros: missions offering at least this (their highest figure). */
  budgetMin: optionalNumber(z.number().int().min(0).max(10_000_000)),
  /** Euros: missions asking at most this (their lowest figure). */
  budgetMax: optionalNumber(z.number().int().min(0).max(10_000_000)),
  /** Contract types, any-of. */
  contract: z.preprocess(listParam, z.array(z.enum(JOB_TYPES)).max(JOB_TYPES.length)).default([]),
  workMode: z.preprocess(blankAsAbsent, z.enum(WORK_MODES).optional()),
  published: z.preprocess(blankAsAbsent, z.enum(PUBLISHED_WITHIN_VALUES).optional()),
});
export type TMissionSearchQueryInput = z.input<typeof ZMissionSearchQuery>;
export type TMissionSearchQuery = z.output<typeof ZMissionSearchQuery>;

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

/** Why a result is where it is: the components of the score that ordered it (ADR 0056). */
const ZResultRanking = z.object({
  score: z.number().nullable(),
  factors: z.partialRecord(z.enum(RANKING_FACTORS), z.number().nullable()).nullable(),
  typo: z.boolean(),
  matchedWords: z.array(z.string()),
  matchedSkills: z.array(z.string()),
  distanceKm: z.number().nullable(),
}) satisfies z.ZodType<TResultRanking>;

const ZManagerResult = ZManagerCard.extend({ ranking: ZResultRanking });
export type TManagerResult = z.infer<typeof ZManagerResult>;
const ZJobResult = ZJobCard.extend({ ranking: ZResultRanking });
export type TJobResult = z.infer<typeof ZJobResult>;

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
export const ZSearchManagersResponse = page(ZManagerResult);
export type TSearchManagersResponse = z.infer<typeof ZSearchManagersResponse>;
export const ZSearchJobsResponse = page(ZJobResult);
export type TSearchJobsResponse = z.infer<typeof ZSearchJobsResponse>;
