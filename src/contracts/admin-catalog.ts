import { z } from 'zod';
import { ZAdminListQuery, zAdminPage } from './admin.ts';
import {
  CATALOG_DESCRIPTION_MAX,
  CATALOG_NAME_MAX,
  CATALOG_RATE_MAX,
  CATALOG_YEARS_MAX,
  LANGUAGE_CODE_LENGTH,
  SKILL_CATEGORY_NONE,
  catalogMessages,
} from './admin-catalog-terms.ts';
import { zParam, zText } from './text.ts';
import { zWholeNumber } from './whole-number.ts';

/*
 * Back-office reference data (spec screens 5–9). Each kind has one request schema, used by the
 * screen's form (zod resolver) and by the API, and one row schema. Keys are the rows' own
 * (camelCase, like the public catalogue's ZSector), so a row fills its form directly.
 */

const zName = (message: string = catalogMessages.nameRequired) => zText(CATALOG_NAME_MAX, { trim: true, error: message }).min(1, message);
/** Optional text: empty is stored as null. */
const zDescription = () => zText(CATALOG_DESCRIPTION_MAX, { trim: true });
const zWhole = (max: number, tooHigh: string) => zWholeNumber(catalogMessages.wholeNumber, 0, max, tooHigh);

export const ZCatalogParams = z.object({ id: zParam() });

// ── Skills and their categories ──────────────────────────────────────────────

export const ZSkillRequest = z.object({
  name: zName(),
  description: zDescription(),
  categoryId: z.uuid(catalogMessages.unknownCategory).nullable(),
  isFeatured: z.boolean(),
});
export type TSkillRequest = z.input<typeof ZSkillRequest>;
export type TSkillData = z.output<typeof ZSkillRequest>;

export const ZAdminSkill = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isFeatured: z.boolean(),
  category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TAdminSkill = z.infer<typeof ZAdminSkill>;

/** Search on name and description (spec §5), a category (or 'none': uncategorised), by name. */
export const ZAdminSkillsQuery = ZAdminListQuery.extend({
  category: z.union([z.uuid(), z.literal(SKILL_CATEGORY_NONE)]).optional(),
});
export type TAdminSkillsQuery = z.infer<typeof ZAdminSkillsQuery>;

export const ZSkillCategoryRequest = z.object({ name: zName() });
export type TSkillCategoryRequest = z.input<typeof ZSkillCategoryRequest>;
export type TSkillCategoryData = z.output<typeof ZSkillCategoryRequest>;

export const ZAdminSkillCategory = z.object({ id: z.uuid(), name: z.string(), skillCount: z.number().int() });
export type TAdminSkillCategory = z.infer<typeof ZAdminSkillCategory>;

// ── Experience levels and hourly rate ranges ─────────────────────────────────

export const ZExperienceLevelRequest = z
  .object({
    name: zName(),
    minYears: zWhole(CATALOG_YEARS_MAX, catalogMessages.yearsTooHigh),
    maxYears: zWhole(CATALOG_YEARS_MAX, catalogMessages.yearsTooHigh).nullable(),
    description: zDescription(),
  })
  .superRefine((level, ctx) => {
    if (level.maxYears !== null && level.maxYears < level.minYears) {
      ctx.addIssue({ code: 'custom', path: ['maxYears'], message: catalogMessages.yearsOrder });
    }
  });
export type TExperienceLevelRequest = z.input<typeof ZExperienceLevelRequest>;
export type TExperienceLevelData = z.output<typeof ZExperienceLevelRequest>;

export const ZAdminExperienceLevel = z.object({
  id: z.uuid(),
  name: z.string(),
  minYears: z.number().int(),
  maxYears: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type TAdminExperienceLevel = z.infer<typeof ZAdminExperienceLevel>;

export const ZRateRangeRequest = z
  .object({
    name: zName(),
    minRate: zWhole(CATALOG_RATE_MAX, catalogMessages.rateTooHigh),
    maxRate: zWhole(CATALOG_RATE_MAX, catalogMessages.rateTooHigh).nullable(),
    description: zDescription(),
  })
  .superRefine((range, ctx) => {
    if (range.maxRate !== null && range.maxRate < range.minRate) {
      ctx.addIssue({ code: 'custom', path: ['maxRate'], message: catalogMessages.rateOrder });
    }
  });
export type TRateRangeRequest = z.input<typeof ZRateRangeRequest>;
export type TRateRangeData = z.output<typeof ZRateRangeRequest>;

export const ZAdminRateRange = z.object({
  id: z.uuid(),
  name: z.string(),
  minRate: z.number().int(),
  maxRate: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type TAdminRateRange = z.infer<typeof ZAdminRateRange>;

// ── Industry sectors ─────────────────────────────────────────────────────────

export const ZSectorRequest = z.object({
  name: zName(catalogMessages.sectorNameRequired),
  description: zDescription(),
  isFeatured: z.boolean(),
});
export type TSectorRequest = z.input<typeof ZSectorRequest>;
export type TSectorData = z.output<typeof ZSectorRequest>;

export const ZAdminSector = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  isFeatured: z.boolean(),
});
export type TAdminSector = z.infer<typeof ZAdminSector>;

// ── Languages ────────────────────────────────────────────────────────────────

export const ZLanguageRequest = z.object({
  /** Forced to lowercase (spec §5), then two letters. */
  code: zText(LANGUAGE_CODE_LENGTH, { trim: true, error: catalogMessages.codeRequired, tooLong: catalogMessages.codeFormat })
    .toLowerCase()
    .min(1, catalogMessages.codeRequired)
    .regex(/^[a-z]{2}$/, catalogMessages.codeFormat),
  name: zName(),
  nativeName: zName(catalogMessages.nativeNameRequired),
  isActive: z.boolean(),
});
export type TLanguageRequest = z.input<typeof ZLanguageRequest>;
export type TLanguageData = z.output<typeof ZLanguageRequest>;

export const ZAdminLanguage = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isActive: z.boolean(),
});
export type TAdminLanguage = z.infer<typeof ZAdminLanguage>;

// ── Responses ────────────────────────────────────────────────────────────────

export const ZAdminSkillsPage = zAdminPage(ZAdminSkill);
export const ZAdminSkillCategoriesResponse = z.object({ categories: z.array(ZAdminSkillCategory) });
export type TAdminSkillCategoriesResponse = z.infer<typeof ZAdminSkillCategoriesResponse>;
export const ZAdminExperienceLevelsPage = zAdminPage(ZAdminExperienceLevel);
export const ZAdminRateRangesPage = zAdminPage(ZAdminRateRange);
export const ZAdminSectorsPage = zAdminPage(ZAdminSector);
export const ZAdminLanguagesPage = zAdminPage(ZAdminLanguage);

/** What each resource's list serves and its form sends (typed API calls of the screens). */
export type TCatalogRows = {
  skills: TAdminSkill;
  'skill-categories': TAdminSkillCategory;
  'experience-levels': TAdminExperienceLevel;
  'rate-ranges': TAdminRateRange;
  sectors: TAdminSector;
  languages: TAdminLanguage;
};
export type TCatalogRequests = {
  skills: TSkillRequest;
  'skill-categories': TSkillCategoryRequest;
  'experience-levels': TExperienceLevelRequest;
  'rate-ranges': TRateRangeRequest;
  sectors: TSectorRequest;
  languages: TLanguageRequest;
};
