import { z } from 'zod';

export const ZSector = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  isFeatured: z.boolean(),
});
export type TSector = z.infer<typeof ZSector>;
export const ZSectorsResponse = z.object({ sectors: z.array(ZSector) });
export type TSectorsResponse = z.infer<typeof ZSectorsResponse>;

export const ZSkill = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isFeatured: z.boolean(),
  category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TSkill = z.infer<typeof ZSkill>;
export const ZSkillsResponse = z.object({ skills: z.array(ZSkill) });
export type TSkillsResponse = z.infer<typeof ZSkillsResponse>;

/** GET /api/catalog/languages: the active languages, by French name. */
export const ZLanguage = z.object({ code: z.string(), label: z.string(), nativeName: z.string() });
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZLanguagesResponse = z.object({ languages: z.array(ZLanguage) });
export type TLanguagesResponse = z.infer<typeof ZLanguagesResponse>;

/** GET /api/catalog/rate-ranges: the admin's hourly rate ranges (euros), lowest first; the search filters on them. */
export const ZRateRange = z.object({ id: z.uuid(), name: z.string(), minRate: z.number().int(), maxRate: z.number().int().nullable() });
export type TRateRange = z.infer<typeof ZRateRange>;
export const ZRateRangesResponse = z.object({ rateRanges: z.array(ZRateRange) });
export type TRateRangesResponse = z.infer<typeof ZRateRangesResponse>;

/** GET /api/catalog/experience-levels: the admin's experience levels (years), shortest first; the search filters on them. */
export const ZExperienceLevel = z.object({ id: z.uuid(), name: z.string(), minYears: z.number().int(), maxYears: z.number().int().nullable() });
export type TExperienceLevel = z.infer<typeof ZExperienceLevel>;
export const ZExperienceLevelsResponse = z.object({ experienceLevels: z.array(ZExperienceLevel) });
export type TExperienceLevelsResponse = z.infer<typeof ZExperienceLevelsResponse>;
