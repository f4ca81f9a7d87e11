import { countDistinct, eq, sql } from 'drizzle-orm';
import type { TExperienceLevelData, TLanguageData, TRateRangeData, TSectorData, TSkillCategoryData, TSkillData } from '#contracts/admin-catalog';
import { CATALOG_TEXTS, catalogMessages } from '#contracts/admin-catalog-terms';
import { type Tx, experienceLevels, hourlyRateRanges, industrySectors, languages, skillCategories, skills } from '#server/db/index';
import { missionSkills } from '#server/modules/missions/read-model';
import { communityManagers, profiles, userSkills } from '#server/modules/profiles/read-model';
import { conflict, invalid } from '#server/http/errors';
import { orNull, type CatalogKind } from './entries.ts';
import { frenchLanguageName } from './service.ts';

/** The six kinds of reference data the back office edits (entries.ts writes them). */

const nameOf = (row: Record<string, unknown>) => String(row.name);

async function countOf(query: Promise<{ value: number }[]>): Promise<number> {
  return (await query)[0]?.value ?? 0;
}

export const skillKind: CatalogKind<TSkillData> = {
  resource: 'skills',
  table: skills,
  unique: { column: skills.name, of: (data) => data.name },
  values: (data) => ({
    name: data.name,
    description: orNull(data.description),
    categoryId: data.categoryId,
    isFeatured: data.isFeatured,
  }),
  label: nameOf,
  async checkData(tx, data) {
    if (!data.categoryId) return;
    const [category] = await tx.select({ id: skillCategories.id }).from(skillCategories).where(eq(skillCategories.id, data.categoryId));
    if (!category) throw invalid({ categoryId: catalogMessages.unknownCategory });
  },
  // Members' skills (registration specialties, 'Mon Profil') and missions' required skills.
  async refuseDelete(tx, row) {
    const [profilesUsing, missionsUsing] = await Promise.all([
      countOf(
        tx
          .select({ value: countDistinct(userSkills.userId) })
          .from(userSkills)
          .where(eq(userSkills.skillId, row.id)),
      ),
      countOf(
        tx
          .select({ value: countDistinct(missionSkills.jobId) })
          .from(missionSkills)
          .where(eq(missionSkills.skillId, row.id)),
      ),
    ]);
    return profilesUsing + missionsUsing > 0 ? CATALOG_TEXTS.skills.inUse({ profiles: profilesUsing, missions: missionsUsing }) : null;
  },
};

export const skillCategoryKind: CatalogKind<TSkillCategoryData> = {
  resource: 'skill-categories',
  table: skillCategories,
  unique: { column: skillCategories.name, of: (data) => data.name },
  values: (data) => ({ name: data.name }),
  label: nameOf,
  // Deleting would leave its skills uncategorised without anyone deciding it.
  async refuseDelete(tx, row) {
    const used = await countOf(
      tx
        .select({ value: countDistinct(skills.id) })
        .from(skills)
        .where(eq(skills.categoryId, row.id)),
    );
    return used > 0 ? CATALOG_TEXTS['skill-categories'].inUse({ profiles: 0, skills: used }) : null;
  },
};

/** Nothing references experience levels or rate ranges (they describe the scales shown to members): deletion is free. */
export const experienceLevelKind: CatalogKind<TExperienceLevelData> = {
  resource: 'experience-levels',
  table: experienceLevels,
  unique: { column: experienceLevels.name, of: (data) => data.name },
  values: (data) => ({ name: data.name, minYears: data.minYears, maxYears: data.maxYears, description: orNull(data.description) }),
  label: nameOf,
};

export const rateRangeKind: CatalogKind<TRateRangeData> = {
  resource: 'rate-ranges',
  table: hourlyRateRanges,
  unique: { column: hourlyRateRanges.name, of: (data) => data.name },
  values: (data) => ({ name: data.name, minRate: data.minRate, maxRate: data.maxRate, description: orNull(data.description) }),
  label: nameOf,
};

export const sectorKind: CatalogKind<TSectorData> = {
  resource: 'sectors',
  table: industrySectors,
  unique: { column: industrySectors.name, of: (data) => data.name },
  // The icon is not in the form (spec §2): an update keeps it.
  values: (data) => ({ name: data.name, description: orNull(data.description), isFeatured: data.isFeatured }),
  label: nameOf,
  // A member's sector (community managers' preferred one, a company's or an individual's: the
  // mission search filters clients' missions on it).
  async refuseDelete(tx, row) {
    const used = await countOf(
      tx
        .select({ value: countDistinct(profiles.id) })
        .from(profiles)
        .where(eq(profiles.industrySectorId, row.id)),
    );
    return used > 0 ? CATALOG_TEXTS.sectors.inUse({ profiles: used }) : null;
  },
};

/** Profiles list languages by French name (what the public catalogue offers), not by id. */
const languageLabel = (row: Record<string, unknown>) => frenchLanguageName(String(row.code), String(row.nativeName));

async function profilesListing(tx: Tx, label: string): Promise<number> {
  return countOf(
    tx
      .select({ value: countDistinct(communityManagers.id) })
      .from(communityManagers)
      .where(sql`${label} = ANY(${communityManagers.languages})`),
  );
}

export const languageKind: CatalogKind<TLanguageData> = {
  resource: 'languages',
  table: languages,
  unique: { column: languages.code, of: (data) => data.code },
  values: (data) => ({ code: data.code, name: data.name, nativeName: data.nativeName, isActive: data.isActive }),
  label: (row) => `${String(row.name)} (${String(row.code)})`,
  // A new code (or native name) would rename the language under the members who list it.
  async checkUpdate(tx, before, values) {
    const label = languageLabel(before);
    if (languageLabel(values) === label) return;
    const used = await profilesListing(tx, label);
    if (used > 0) throw conflict(catalogMessages.languageCodeInUse(used));
  },
  async refuseDelete(tx, row) {
    const used = await profilesListing(tx, languageLabel(row));
    return used > 0 ? CATALOG_TEXTS.languages.inUse({ profiles: used }) : null;
  },
};
