import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { TLanguage, TSkill } from '#contracts/catalog';
import { frenchOrder } from '#contracts/french-order';
import { alphabetical, type Db, experienceLevels, hourlyRateRanges, industrySectors, languages, skillCategories, skills } from '#server/db/index';

/** Featured sectors first (the home page's quick search offers them first), then by name. */
export function listSectors(db: Db) {
  return db
    .select({
      id: industrySectors.id,
      name: industrySectors.name,
      description: industrySectors.description,
      icon: industrySectors.icon,
      isFeatured: industrySectors.isFeatured,
    })
    .from(industrySectors)
    .orderBy(desc(industrySectors.isFeatured), alphabetical(industrySectors.name));
}

/** Skills with their category, by name: the public list and the back office's pages read them this way. */
export function skillsWithCategory(db: Db, where?: SQL) {
  return db
    .select({
      id: skills.id,
      name: skills.name,
      description: skills.description,
      isFeatured: skills.isFeatured,
      categoryId: skillCategories.id,
      categoryName: skillCategories.name,
    })
    .from(skills)
    .leftJoin(skillCategories, eq(skills.categoryId, skillCategories.id))
    .where(where)
    .orderBy(alphabetical(skills.name), asc(skills.id));
}

export const toSkill = ({ categoryId, categoryName, ...skill }: Awaited<ReturnType<typeof skillsWithCategory>>[number]): TSkill => ({
  ...skill,
  category: categoryId && categoryName ? { id: categoryId, name: categoryName } : null,
});

export async function listSkills(db: Db): Promise<TSkill[]> {
  return (await skillsWithCategory(db)).map(toSkill);
}

const frenchNames = new Intl.DisplayNames(['fr'], { type: 'language', fallback: 'none' });

/** A language's French name, capitalised ('Anglais'), or its native name when the platform has none. */
export function frenchLanguageName(code: string, nativeName: string): string {
  const name = frenchNames.of(code);
  return name ? name.charAt(0).toLocaleUpperCase('fr') + name.slice(1) : nativeName;
}

/** The active languages a community manager may list, by French name (how profiles store them). */
export async function listLanguages(db: Db): Promise<TLanguage[]> {
  const rows = await db.select({ code: languages.code, nativeName: languages.nativeName }).from(languages).where(eq(languages.isActive, true));
  return rows.map((row) => ({ ...row, label: frenchLanguageName(row.code, row.nativeName) })).sort((a, b) => frenchOrder.compare(a.label, b.label));
}

/** The hourly rate ranges, lowest first. */
export function listRateRanges(db: Db) {
  return db
    .select({ id: hourlyRateRanges.id, name: hourlyRateRanges.name, minRate: hourlyRateRanges.minRate, maxRate: hourlyRateRanges.maxRate })
    .from(hourlyRateRanges)
    .orderBy(asc(hourlyRateRanges.minRate), asc(hourlyRateRanges.name));
}

/** The experience levels, shortest first. */
export function listExperienceLevels(db: Db) {
  return db
    .select({ id: experienceLevels.id, name: experienceLevels.name, minYears: experienceLevels.minYears, maxYears: experienceLevels.maxYears })
    .from(experienceLevels)
    .orderBy(asc(experienceLevels.minYears), asc(experienceLevels.name));
}

/** A rate range's bounds in euros (no upper bound when `max` is null); undefined when it does not exist. */
export async function findRateRange(db: Db, id: string): Promise<{ min: number; max: number | null } | undefined> {
  const [row] = await db
    .select({ min: hourlyRateRanges.minRate, max: hourlyRateRanges.maxRate })
    .from(hourlyRateRanges)
    .where(eq(hourlyRateRanges.id, id));
  return row;
}

/** An experience level's bounds in years (no upper bound when `max` is null); undefined when it does not exist. */
export async function findExperienceLevel(db: Db, id: string): Promise<{ min: number; max: number | null } | undefined> {
  const [row] = await db
    .select({ min: experienceLevels.minYears, max: experienceLevels.maxYears })
    .from(experienceLevels)
    .where(eq(experienceLevels.id, id));
  return row;
}
