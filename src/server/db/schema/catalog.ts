import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tsvector } from './columns.ts';

export const skillCategories = pgTable('skill_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

/** One skills table: the old backend's admin_skills/frontend_skills mirror is gone (ADR 0003). */
export const skills = pgTable('skills', {
  id: id(),
  name: text('name').notNull().unique(),
  categoryId: uuid('category_id').references(() => skillCategories.id, { onDelete: 'set null' }),
  description: text('description'),
  isFeatured: boolean('is_featured').notNull().default(false),
  /** The name as the documents index it (B, with prefixes): the search names a result's matched skills with it (ADR 0056). */
  searchVector: tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(sql`f_search_vector(name, 'B', true)`),
  ...timestamps,
});

export const industrySectors = pgTable('industry_sectors', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  icon: text('icon'),
  isFeatured: boolean('is_featured').notNull().default(false),
  ...timestamps,
});

export const experienceLevels = pgTable(
  'experience_levels',
  {
    id: id(),
    name: text('name').notNull(),
    minYears: integer('min_years').notNull().default(0),
    maxYears: integer('max_years'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    check('experience_levels_min_years_check', sql`${t.minYears} >= 0`),
    check('experience_levels_max_years_check', sql`${t.maxYears} IS NULL OR ${t.maxYears} >= ${t.minYears}`),
  ],
);

export const hourlyRateRanges = pgTable(
  'hourly_rate_ranges',
  {
    id: id(),
    name: text('name').notNull(),
    minRate: integer('min_rate').notNull().default(0),
    maxRate: integer('max_rate'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    check('hourly_rate_ranges_min_rate_check', sql`${t.minRate} >= 0`),
    check('hourly_rate_ranges_max_rate_check', sql`${t.maxRate} IS NULL OR ${t.maxRate} >= ${t.minRate}`),
  ],
);

export const languages = pgTable(
  'languages',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nativeName: text('native_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('languages_code_check', sql`${t.code} ~ '^[a-z]{2}$'`)],
);
