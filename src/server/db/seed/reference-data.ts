/**
 * Reference data: skill categories and skills, sectors, experience levels,
 * rate ranges, languages and the settings row. Rows are matched by their
 * natural key (name or code), so a row an admin already created is reused,
 * never duplicated.
 */
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { experienceLevels, hourlyRateRanges, industrySectors, languages, settings, skillCategories, skills } from '#server/db/schema/index';
import { EXPERIENCE_LEVELS, HOURLY_RATE_RANGES, LANGUAGES, SECTORS, SITE_SETTINGS, SKILL_CATEGORIES, SKILLS } from './fixtures/catalog.ts';
import { demoId } from './ids.ts';
import { daysBefore } from './time.ts';

/** Skills and sectors by name, as the people and missions refer to them. */
export type Catalog = { skillId(name: string): string; sectorId(name: string): string };

type NamedTable = typeof skillCategories | typeof skills | typeof industrySectors | typeof experienceLevels | typeof hourlyRateRanges;

/** Before the first member signed up. */
const STAMP = { createdAt: daysBefore(760), updatedAt: daysBefore(760) };

async function idsByName(tx: DbOrTx, table: NamedTable): Promise<Map<string, string>> {
  const rows: { id: string; name: string }[] = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertMissing<T extends NamedTable>(tx: DbOrTx, table: T, rows: (PgInsertValue<T> & { name: string })[]) {
  const existing = await idsByName(tx, table);
  const missing = rows.filter((row) => !existing.has(row.name));
  if (missing.length > 0) await tx.insert(table).values(missing).onConflictDoNothing();
}

function lookup(kind: string, ids: Map<string, string>) {
  return (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`demo data: unknown ${kind} "${name}"`);
    return id;
  };
}

export async function writeReferenceData(tx: DbOrTx): Promise<Catalog> {
  await insertMissing(
    tx,
    skillCategories,
    SKILL_CATEGORIES.map((name) => ({ id: demoId('skill-category', name), name, ...STAMP })),
  );
  const categoryId = lookup('skill category', await idsByName(tx, skillCategories));
  await insertMissing(
    tx,
    skills,
    SKILLS.map((skill) => ({
      id: demoId('skill', skill.name),
      name: skill.name,
      categoryId: categoryId(skill.category),
      description: skill.description,
      isFeatured: skill.featured ?? false,
      ...STAMP,
    })),
  );
  await insertMissing(
    tx,
    industrySectors,
    SECTORS.map((sector) => ({
      id: demoId('sector', sector.name),
      name: sector.name,
      description: sector.description,
      isFeatured: sector.featured ?? false,
      ...STAMP,
    })),
  );
  await insertMissing(
    tx,
    experienceLevels,
    EXPERIENCE_LEVELS.map((level) => ({ id: demoId('experience-level', level.name), ...level, ...STAMP })),
  );
  await insertMissing(
    tx,
    hourlyRateRanges,
    HOURLY_RATE_RANGES.map((range) => ({ id: demoId('hourly-rate-range', range.name), ...range, ...STAMP })),
  );

  const codes = new Set((await tx.select({ code: languages.code }).from(languages)).map((row) => row.code));
  const newLanguages = LANGUAGES.filter((language) => !codes.has(language.code)).map(({ label: _label, ...language }) => ({
    id: demoId('language', language.code),
    ...language,
    ...STAMP,
  }));
  if (newLanguages.length > 0) await tx.insert(languages).values(newLanguages).onConflictDoNothing();

  await tx
    .insert(settings)
    .values({ id: 1, ...SITE_SETTINGS, ...STAMP })
    .onConflictDoNothing();

  return {
    skillId: lookup('skill', await idsByName(tx, skills)),
    sectorId: lookup('sector', await idsByName(tx, industrySectors)),
  };
}
