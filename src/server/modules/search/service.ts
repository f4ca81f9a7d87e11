import { sql, type SQL } from 'drizzle-orm';
import { JOB_SUMMARY_LENGTH, summarize, type TJobType } from '#contracts/missions-terms';
import type { TJobCard, TManagerCard, TSearchJobsResponse, TSearchManagersResponse, TSearchQuery } from '#contracts/search';
import { SEARCH_PAGE_SIZE } from '#contracts/search-terms';
import type { Db, DbOrTx } from '#server/db/index';
import { notSuspended } from '#server/modules/profiles/index';
import {
  industryCondition,
  locationCondition,
  pagedSearchSql,
  rowsOf,
  skillIdsCondition,
  skillsCondition,
  textMatch,
  type Place,
  type SearchPlan,
  type TextTarget,
} from './filters.ts';
import { parseTextQuery } from './text-query.ts';

const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

// ---------------------------------------------------------------- community managers

const managerText: TextTarget = { vector: sql`ms.document`, label: sql`ms.label` };
const managerPlace: Place = {
  latitude: sql`ms.latitude`,
  longitude: sql`ms.longitude`,
  foldedLocation: sql`ms.location`,
  remote: sql`ms.remote_ok`,
};

/**
 * The statement GET /api/search/managers runs (exported for bench/search.ts). Matching,
 * filtering and sorting read manager_search only; the 20 cards join the source tables.
 */
export function buildManagerSearchSql(query: TSearchQuery): SQL {
  const text = parseTextQuery(query.q);
  // Deleted accounts have no row here; suspended ones keep theirs (reactivation restores them).
  const where: SQL[] = [notSuspended(sql`ms.id`)];
  if (query.specialties.length > 0) where.push(skillIdsCondition(sql`ms.skill_ids`, query.specialties));
  if (query.industry) where.push(industryCondition(sql`ms.industry_sector_id`, query.industry));
  if (query.location) where.push(locationCondition(managerPlace, query.location));

  const plan: SearchPlan = {
    from: sql`manager_search ms`,
    id: sql`ms.id`,
    where,
    text: text ? textMatch(managerText, text) : null,
    sort: [
      { expr: sql`ms.average_rating`, direction: 'DESC NULLS LAST' },
      { expr: sql`ms.id`, direction: 'ASC' },
    ],
    card: {
      columns: sql`p.id, p.full_name AS "fullName", p.avatar_url AS "avatarUrl", cm.headline, p.location,
        ARRAY(SELECT s.name FROM user_skills us JOIN skills s ON s.id = us.skill_id
              WHERE us.user_id = p.id ORDER BY us.proficiency_level DESC, s.name) AS skills,
        cm.hourly_rate_min AS "hourlyRateMin", cm.hourly_rate_max AS "hourlyRateMax",
        cm.experience_years AS "experienceYears",
        round(cm.average_rating::numeric, 2)::float8 AS "averageRating", cm.total_reviews AS "totalReviews",
        cm.availability, cm.remote_ok AS "remoteOk"`,
      from: sql`JOIN community_managers cm ON cm.id = page.id JOIN profiles p ON p.id = page.id`,
    },
  };
  return pagedSearchSql(plan, query.page);
}

type PageRow = { total: number; total_is_lower_bound: boolean; position: number | null };
/** The statement always answers at least one row, carrying the (capped) total. */
function totalOf(rows: PageRow[]): { total: number; totalIsLowerBound?: true } {
  const total = rows[0]?.total ?? 0;
  return rows[0]?.total_is_lower_bound ? { total, totalIsLowerBound: true } : { total };
}

type ManagerRow = PageRow & Omit<TManagerCard, 'id'> & { id: string | null };

export async function searchManagers(db: Db, query: TSearchQuery): Promise<TSearchManagersResponse> {
  const rows = rowsOf<ManagerRow>(await db.execute(buildManagerSearchSql(query)));
  const items = rows.filter((row) => row.id !== null).map(({ total: _t, total_is_lower_bound: _l, position: _p, ...card }) => card as TManagerCard);
  return { items, ...totalOf(rows), page: query.page, pageSize: SEARCH_PAGE_SIZE };
}

// ---------------------------------------------------------------- missions

const jobText: TextTarget = {
  vector: sql`j.search_vector`,
  // Must stay identical to the expression of jobs_open_title_trgm_idx (migration 0003).
  label: sql`f_unaccent(lower(j.title))`,
};
const jobPlace: Place = {
  latitude: sql`j.latitude`,
  longitude: sql`j.longitude`,
  // Must stay identical to the expression of jobs_open_location_trgm_idx (migration 0003).
  foldedLocation: sql`f_unaccent(lower(j.location))`,
  remote: sql`j.is_remote`,
};

/** What the search page never sets: a saved search's alert asks for the missions published after its last one. */
export type JobSearchBounds = { publishedAfter?: Date };

/** The statement GET /api/search/jobs runs (exported for bench/search.ts). Open missions only. */
export function buildJobSearchSql(query: TSearchQuery, { publishedAfter }: JobSearchBounds = {}): SQL {
  const text = parseTextQuery(query.q);
  const where: SQL[] = [sql`j.status = 'open'`, notSuspended(sql`j.client_id`)];
  // Publishing sets created_at (a draft published later counts from then).
  if (publishedAfter) where.push(sql`j.created_at > ${publishedAfter.toISOString()}::timestamptz`);
  if (query.specialties.length > 0) {
    where.push(
      skillsCondition({ table: sql`job_skills`, owner: sql`job_skills.job_id`, skill: sql`job_skills.skill_id` }, sql`j.id`, query.specialties),
    );
  }
  // The client's sector, a company's or an individual's (ADR 0007).
  if (query.industry) {
    where.push(
      sql`j.client_id IN (SELECT c.id FROM profiles c WHERE c.user_type <> 'community_manager' AND ${industryCondition(sql`c.industry_sector_id`, query.industry)})`,
    );
  }
  if (query.location) where.push(locationCondition(jobPlace, query.location));

  const plan: SearchPlan = {
    from: sql`jobs j`,
    id: sql`j.id`,
    where,
    text: text ? textMatch(jobText, text) : null,
    sort: [
      { expr: sql`j.created_at`, direction: 'DESC' },
      { expr: sql`j.id`, direction: 'DESC' },
    ],
    card: {
      columns: sql`j.id, j.title, left(j.description, ${sql.raw(String(JOB_SUMMARY_LENGTH + 1))}) AS description,
        j.job_type AS "jobType", j.location, j.is_remote AS "isRemote", j.duration,
        j.budget_min AS "budgetMin", j.budget_max AS "budgetMax",
        to_char(j.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "createdAt",
        ARRAY(SELECT s.name FROM job_skills js JOIN skills s ON s.id = js.skill_id
              WHERE js.job_id = j.id ORDER BY s.name) AS skills,
        c.id AS "clientId", c.full_name AS "clientName", co.company_name AS "companyName", sec.name AS industry,
        (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS "applicationCount"`,
      from: sql`JOIN jobs j ON j.id = page.id
        JOIN profiles c ON c.id = j.client_id
        LEFT JOIN companies co ON co.id = c.id
        LEFT JOIN industry_sectors sec ON sec.id = c.industry_sector_id`,
    },
  };
  return pagedSearchSql(plan, query.page);
}

type JobRow = PageRow & {
  id: string | null;
  title: string;
  description: string;
  jobType: TJobType;
  location: string | null;
  isRemote: boolean;
  duration: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  createdAt: string;
  skills: string[];
  clientId: string;
  clientName: string;
  companyName: string | null;
  industry: string | null;
  applicationCount: number;
};

function toJobCard(row: JobRow & { id: string }): TJobCard {
  return {
    id: row.id,
    title: row.title,
    summary: summarize(row.description),
    jobType: row.jobType,
    location: row.location,
    isRemote: row.isRemote,
    duration: row.duration,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    createdAt: row.createdAt,
    skills: row.skills,
    client: { id: row.clientId, fullName: row.clientName, companyName: row.companyName, industry: row.industry },
    applicationCount: row.applicationCount,
  };
}

export async function searchJobs(db: DbOrTx, query: TSearchQuery, bounds: JobSearchBounds = {}): Promise<TSearchJobsResponse> {
  const rows = rowsOf<JobRow>(await db.execute(buildJobSearchSql(query, bounds)));
  const items = rows.filter((row): row is JobRow & { id: string } => row.id !== null).map(toJobCard);
  return { items, ...totalOf(rows), page: query.page, pageSize: SEARCH_PAGE_SIZE };
}
