import { sql } from 'drizzle-orm';
import { BRIEF_FIELDS, type TBriefField } from '#contracts/search-ranking-terms';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { BID_MONTHS_MAX } from '#contracts/briefs-terms';
import { skills } from './catalog.ts';
import { id, shareOf, timestamps, tsvector } from './columns.ts';
import { applicationStatus, bidBasis, jobCloseOutcome, socialNetwork, jobStatus, jobType, rejectionReason } from './enums.ts';
import { profiles } from './profiles.ts';

/** When each part of the brief counts as said ('Brief renseigné'), on the mission's own columns. */
const briefSaid: Record<TBriefField, string> = {
  networks: 'cardinality(networks) > 0',
  volumes: 'coalesce(monthly_posts, monthly_stories, monthly_short_videos, monthly_moderation_hours) IS NOT NULL',
  startDate: 'start_date IS NOT NULL',
  duration: "nullif(btrim(duration), '') IS NOT NULL",
  budget: 'coalesce(budget_min, budget_max) IS NOT NULL',
};

export const missions = pgTable(
  'jobs',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: jobStatus('status').notNull().default('draft'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isRemote: boolean('is_remote').notNull().default(false),
    jobType: jobType('job_type').notNull().default('freelance'),
    duration: text('duration'),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The brief (issue 23, ADR 0055): networks (empty: not said), monthly volumes, whether ads are
     * managed and their monthly budget, the start date. Null everywhere the client said nothing.
     */
    networks: socialNetwork('networks')
      .array()
      .notNull()
      .default(sql`'{}'::social_network[]`),
    monthlyPosts: integer('monthly_posts'),
    monthlyStories: integer('monthly_stories'),
    monthlyShortVideos: integer('monthly_short_videos'),
    monthlyModerationHours: integer('monthly_moderation_hours'),
    adsManaged: boolean('ads_managed'),
    adsBudget: integer('ads_budget'),
    startDate: date('start_date', { mode: 'string' }),
    /**
     * When the mission was first open to applications (a trigger sets it, migration of ADR 0048):
     * 'Plus récentes', 'Publiée depuis' and the mission alerts read it.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when the owner closes the mission, with how it ended (null while open or draft). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeOutcome: jobCloseOutcome('close_outcome'),
    /**
     * The accepted application hired here, named when the owner closed it as `filled_here`. It stays
     * when the mission is reopened and closed again another way: the hire happened (the client's
     * hire rate counts it, issue 22).
     */
    hiredApplicationId: uuid('hired_application_id').references((): AnyPgColumn => applications.id, {
      onDelete: 'set null',
    }),
    /**
     * The mission's skill names in alphabetical order, as its search card lists them: kept by
     * triggers on job_skills and skills (migration 0035), so the search's twenty cards read them
     * here instead of joining job_skills and skills for each (ADR 0068).
     */
    skillNames: text('skill_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Search (ADR 0009): title (A, with prefixes) and description (C). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`f_search_vector(title, 'A', true) || f_search_vector(description, 'C', false)`),
    /** 'Brief renseigné' (ADR 0056): the share of BRIEF_FIELDS the client said, kept by PostgreSQL with the row. */
    briefShare: doublePrecision('brief_share').notNull().generatedAlwaysAs(shareOf(BRIEF_FIELDS, briefSaid)),
    ...timestamps,
  },
  (t) => [
    check('jobs_budget_check', sql`${t.budgetMin} IS NULL OR ${t.budgetMax} IS NULL OR ${t.budgetMax} >= ${t.budgetMin}`),
    check('jobs_ads_budget_check', sql`${t.adsBudget} IS NULL OR (${t.adsManaged} AND ${t.adsBudget} >= 0)`),
    check(
      'jobs_volumes_check',
      sql`coalesce(${t.monthlyPosts}, 0) >= 0 AND coalesce(${t.monthlyStories}, 0) >= 0 AND coalesce(${t.monthlyShortVideos}, 0) >= 0 AND coalesce(${t.monthlyModerationHours}, 0) >= 0`,
    ),
    check('jobs_budget_positive_check', sql`coalesce(${t.budgetMin}, 0) >= 0 AND coalesce(${t.budgetMax}, 0) >= 0`),
    index('jobs_client_idx').on(t.clientId),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    // Search indexes cover open missions only: the only ones search shows (ADR 0009).
    index('jobs_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'open'`),
    // A city: a bounding box on these two, then the exact distance.
    index('jobs_open_geo_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'open'`),
    // Newest first, budgets both ways (missions without a budget last), and the budget filter (ADR 0048).
    index('jobs_open_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_budget_low_idx')
      .on(sql`coalesce(${t.budgetMin}, ${t.budgetMax}) ASC NULLS LAST`, t.id)
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_budget_high_idx')
      .on(sql`coalesce(${t.budgetMax}, ${t.budgetMin}) DESC NULLS LAST`, t.id)
      .where(sql`${t.status} = 'open'`),
    // The client's sector: its open missions (with the id, so counts read the index only).
    index('jobs_open_client_idx')
      .on(t.clientId, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const missionSkills = pgTable(
  'job_skills',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.skillId] }),
    // Covers the search's skill filter (skill → missions) without reading the table.
    index('job_skills_skill_idx').on(t.skillId, t.jobId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('pending'),
    coverLetter: text('cover_letter').notNull(),
    /** Why the owner refused it, when they said (shown to its author); the note only with 'other'. */
    rejectionReason: rejectionReason('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /**
     * The bid (ADR 0055): a price in euros per month or in total, the earliest start, the volumes
     * offered. All null on applications sent before bids existed; amount, basis and start together.
     */
    bidAmount: integer('bid_amount'),
    bidBasis: bidBasis('bid_basis'),
    bidStartDate: date('bid_start_date', { mode: 'string' }),
    bidPosts: integer('bid_posts'),
    bidStories: integer('bid_stories'),
    bidShortVideos: integer('bid_short_videos'),
    bidModerationHours: integer('bid_moderation_hours'),
    /** How many months a total price covers, as the applicant said (ADR 0055 §6): only with a total; null before it was asked. */
    bidMonths: integer('bid_months'),
    /** When the mission's owner first saw it in 'Mes Offres' (null: shown as new). */
    ownerSeenAt: timestamp('owner_seen_at', { withTimezone: true }),
    /**
     * When the client opened it: first shown with its cover letter in 'Candidatures reçues', or
     * answered (ADR 0054). Null: never opened.
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /**
     * Its fee comes back as a credit if the client has not opened it by then (created + 7 days,
     * ADR 0054); null for the applications made before that promise existed.
     */
    refundDeadlineAt: timestamp('refund_deadline_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('applications_job_applicant_unique').on(t.jobId, t.applicantId),
    check('applications_cover_letter_check', sql`char_length(btrim(${t.coverLetter})) > 0`),
    index('applications_applicant_idx').on(t.applicantId),
    check(
      'applications_bid_check',
      sql`(${t.bidAmount} IS NULL) = (${t.bidBasis} IS NULL) AND (${t.bidAmount} IS NULL) = (${t.bidStartDate} IS NULL) AND coalesce(${t.bidAmount}, 1) > 0`,
    ),
    check(
      'applications_bid_months_check',
      sql`${t.bidMonths} IS NULL OR (${t.bidBasis} = 'total' AND ${t.bidMonths} BETWEEN 1 AND ${sql.raw(String(BID_MONTHS_MAX))})`,
    ),
    check('applications_rejection_check', sql`${t.rejectionReason} IS NULL OR ${t.status} = 'rejected'`),
  ],
);
