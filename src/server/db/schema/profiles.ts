import { sql } from 'drizzle-orm';
import { COMPLETENESS_FIELDS, type TCompletenessField } from '#contracts/search-ranking-terms';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { industrySectors, skills } from './catalog.ts';
import { shareOf, timestamps, tsvector } from './columns.ts';
import { userType } from './enums.ts';

/** A member's public identity; `id` equals the auth user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    bio: text('bio'),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    searchRadiusKm: integer('search_radius_km').notNull().default(50),
    avatarUrl: text('avatar_url'),
    userType: userType('user_type').notNull(),
    industrySectorId: uuid('industry_sector_id').references(() => industrySectors.id, {
      onDelete: 'set null',
    }),
    /** Mail topics the member turned off (Mon Profil, or a mail's unsubscribe link). */
    mailOptOuts: text('mail_opt_outs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the member deleted their account: the row stays as an anonymous tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while an admin has suspended the account: no sign-in, absent from the public site. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Whether the suspension is a moderation decision on a notice (its statement of reasons tells how to contest it). */
    suspendedByDecision: boolean('suspended_by_decision').notNull().default(false),
    /** Set when the member closed the dashboard's first steps (ADR 0052). */
    onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('profiles_full_name_check', sql`char_length(${t.fullName}) >= 2`),
    check('profiles_radius_check', sql`${t.searchRadiusKm} BETWEEN 1 AND 200`),
    index('profiles_user_type_idx').on(t.userType),
    // The mission search filters on the client's sector.
    index('profiles_client_sector_idx')
      .on(t.industrySectorId, t.id)
      .where(sql`${t.userType} <> 'community_manager'`),
    // The few suspended members: the searches leave them out with an anti-join on this
    // (notSuspended), which the planner estimates right and hashes in a few rows (ADR 0048).
    index('profiles_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
  ],
);

export type SocialLinks = { instagram?: string; facebook?: string; twitter?: string; linkedin?: string };

export const communityManagers = pgTable(
  'community_managers',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    averageRating: real('average_rating'),
    totalReviews: integer('total_reviews').notNull().default(0),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    experienceYears: integer('experience_years'),
    /** Null until the member says (ADR 0052: never shown when nobody entered it). */
    availability: boolean('availability'),
    /** False until the member says they work remotely (ADR 0052: nobody is asked at registration). */
    remoteOk: boolean('remote_ok').notNull().default(false),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    check('cm_rating_check', sql`${t.averageRating} IS NULL OR ${t.averageRating} BETWEEN 1 AND 5`),
    check('cm_rate_check', sql`${t.hourlyRateMin} IS NULL OR ${t.hourlyRateMax} IS NULL OR ${t.hourlyRateMax} >= ${t.hourlyRateMin}`),
    check('cm_experience_check', sql`${t.experienceYears} IS NULL OR ${t.experienceYears} >= 0`),
  ],
);

/**
 * The community-manager search reads this one narrow table (ADR 0009): what it matches,
 * filters and sorts on, copied from profiles, community_managers, user_skills and skills by
 * triggers (migration 0003_search_sync) whoever writes those. Never written by the application.
 */
/** When each 'Profil renseigné' field counts as filled, on manager_search's own columns. */
const managerFilled: Record<TCompletenessField, string> = {
  skills: 'cardinality(skill_ids) > 0',
  rate: 'rate_min IS NOT NULL',
  experience: 'experience_years IS NOT NULL',
  availability: 'availability IS NOT NULL',
  location: 'location IS NOT NULL OR latitude IS NOT NULL',
  languages: 'cardinality(languages) > 0',
};

export const managerSearch = pgTable(
  'manager_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => communityManagers.id, { onDelete: 'cascade' }),
    /** Name (A), headline and skills (B), bio (C). */
    document: tsvector('document').notNull(),
    /** Unaccented lower-case name and headline, for trigram similarity. */
    label: text('label').notNull(),
    averageRating: real('average_rating'),
    remoteOk: boolean('remote_ok').notNull(),
    industrySectorId: uuid('industry_sector_id'),
    /** The member's skills: the skill filter reads them here, without a join per member (ADR 0013). */
    skillIds: uuid('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The member's skill names as a card lists them, strongest first, then by name: the search's
     * twenty cards read them here instead of joining user_skills and skills for each (ADR 0068).
     */
    skillNames: text('skill_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Unaccented lower-case location text. */
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The member's lowest and highest hourly rates, each standing for the other when only one was entered. */
    rateMin: integer('rate_min'),
    rateMax: integer('rate_max'),
    experienceYears: integer('experience_years'),
    /** Null until the member says (ADR 0052): never 'available now'. */
    availability: boolean('availability'),
    /** Language names, as the profile lists them. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the member signed up ('Derniers inscrits'). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member last changed what this row reads (ADR 0056's 'Mise à jour du profil'): set by
     * f_manager_search_refresh when the document or a filtered column changes; a new rating does not.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'Profil renseigné' (ADR 0056): the share of COMPLETENESS_FIELDS filled, kept by PostgreSQL with the row. */
    filledShare: doublePrecision('filled_share').notNull().generatedAlwaysAs(shareOf(COMPLETENESS_FIELDS, managerFilled)),
  },
  (t) => [
    index('manager_search_document_idx').using('gin', t.document),
    index('manager_search_label_trgm_idx').using('gin', t.label.op('gin_trgm_ops')),
    index('manager_search_rating_idx').on(t.averageRating.desc().nullsLast(), t.id),
    index('manager_search_sector_idx').on(t.industrySectorId),
    // Sorts by rate, both ways (members without rates last), and the rate filter (ADR 0048).
    index('manager_search_rate_idx').on(t.rateMin.asc().nullsLast(), t.id),
    index('manager_search_rate_desc_idx').on(t.rateMin.desc().nullsLast(), t.id),
    index('manager_search_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('manager_search_experience_idx').on(t.experienceYears),
    index('manager_search_languages_idx').using('gin', t.languages),
    index('manager_search_skills_idx').using('gin', t.skillIds),
    // A city: a bounding box on these two, then the exact distance.
    index('manager_search_geo_idx').on(t.latitude, t.longitude),
    // A city, for members without coordinates: its name in the location text.
    index('manager_search_location_trgm_idx')
      .using('gin', t.location.op('gin_trgm_ops'))
      .where(sql`${t.latitude} IS NULL`),
  ],
);

export const companies = pgTable('companies', {
  id: uuid('id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default('Entreprise'),
  companySize: text('company_size'),
  website: text('website'),
  description: text('description'),
  ...timestamps,
});

export const userSkills = pgTable(
  'user_skills',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** 1–5, null until the member states it (ADR 0052: a skill ticked at registration has no level). */
    proficiencyLevel: integer('proficiency_level'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId] }),
    check('user_skills_proficiency_check', sql`${t.proficiencyLevel} BETWEEN 1 AND 5`),
    // Covers the search's skill filter (skill → members) without reading the table.
    index('user_skills_skill_idx').on(t.skillId, t.userId),
  ],
);

/** A community manager's work samples, shown on their profile (at most PORTFOLIO_MAX_ITEMS). */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => communityManagers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link'),
    description: text('description'),
    /** The stored image's address (storage adapter), null until one is uploaded. */
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (t) => [index('portfolio_items_manager_idx').on(t.managerId, t.createdAt)],
);
