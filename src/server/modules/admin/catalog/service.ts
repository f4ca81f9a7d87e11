import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { TAdminListQuery, TAdminPage } from '#contracts/admin';
import type {
  TAdminExperienceLevel,
  TAdminLanguage,
  TAdminRateRange,
  TAdminSector,
  TAdminSkill,
  TAdminSkillCategory,
  TAdminSkillsQuery,
} from '#contracts/admin-catalog';
import { SKILL_CATEGORY_NONE } from '#contracts/admin-catalog-terms';
import { alphabetical, type Db } from '#server/db/index';
import { experienceLevels, hourlyRateRanges, industrySectors, languages, skillCategories, skills } from '#server/modules/catalog/read-model';
import { experienceLevelKind, languageKind, rateRangeKind, sectorKind, skillsWithCategory, toSkill } from '#server/modules/catalog/index';
import { listPage, matchesSearch } from '../list.ts';
import { listRows } from './crud.ts';

/** 'Gestion des compétences': search on name and description, category filter, by name (spec §5, §7). */
export function listSkills(db: Db, query: TAdminSkillsQuery): Promise<TAdminPage<TAdminSkill>> {
  const byCategory: SQL | undefined =
    query.category === SKILL_CATEGORY_NONE ? isNull(skills.categoryId) : query.category ? eq(skills.categoryId, query.category) : undefined;
  const where = and(matchesSearch(query.q, [skills.name, skills.description]), byCategory);
  return listPage(query, {
    rows: async ({ limit, offset }) => (await skillsWithCategory(db, where).limit(limit).offset(offset)).map(toSkill),
    total: async () => (await db.select({ value: count() }).from(skills).where(where))[0]?.value ?? 0,
  });
}

/** Every category, by name, with how many skills it holds (the filter, the form's select, the panel). */
export async function listSkillCategories(db: Db): Promise<TAdminSkillCategory[]> {
  return db
    .select({ id: skillCategories.id, name: skillCategories.name, skillCount: count(skills.id) })
    .from(skillCategories)
    .leftJoin(skills, eq(skills.categoryId, skillCategories.id))
    .groupBy(skillCategories.id)
    .orderBy(alphabetical(skillCategories.name));
}

/** By min_years (spec §7). */
export const listExperienceLevels = (db: Db, query: TAdminListQuery) =>
  listRows<TAdminExperienceLevel>(db, query, experienceLevelKind, {
    columns: {
      id: experienceLevels.id,
      name: experienceLevels.name,
      minYears: experienceLevels.minYears,
      maxYears: experienceLevels.maxYears,
      description: experienceLevels.description,
    },
    where: matchesSearch(query.q, [experienceLevels.name, experienceLevels.description]),
    orderBy: [asc(experienceLevels.minYears), alphabetical(experienceLevels.name)],
  });

/** By min_rate (spec §7). */
export const listRateRanges = (db: Db, query: TAdminListQuery) =>
  listRows<TAdminRateRange>(db, query, rateRangeKind, {
    columns: {
      id: hourlyRateRanges.id,
      name: hourlyRateRanges.name,
      minRate: hourlyRateRanges.minRate,
      maxRate: hourlyRateRanges.maxRate,
      description: hourlyRateRanges.description,
    },
    where: matchesSearch(query.q, [hourlyRateRanges.name, hourlyRateRanges.description]),
    orderBy: [asc(hourlyRateRanges.minRate), alphabetical(hourlyRateRanges.name)],
  });

/** By name (spec §7: industry_sectors by name). */
export const listSectors = (db: Db, query: TAdminListQuery) =>
  listRows<TAdminSector>(db, query, sectorKind, {
    columns: {
      id: industrySectors.id,
      name: industrySectors.name,
      description: industrySectors.description,
      icon: industrySectors.icon,
      isFeatured: industrySectors.isFeatured,
    },
    where: matchesSearch(query.q, [industrySectors.name, industrySectors.description]),
    orderBy: [alphabetical(industrySectors.name)],
  });

/** By name (spec §7), active or not. */
export const listLanguages = (db: Db, query: TAdminListQuery) =>
  listRows<TAdminLanguage>(db, query, languageKind, {
    columns: {
      id: languages.id,
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      isActive: languages.isActive,
    },
    where: matchesSearch(query.q, [languages.code, languages.name, languages.nativeName]),
    orderBy: [alphabetical(languages.name)],
  });
