import { sql, type SQL } from 'drizzle-orm';
import { JOB_SUMMARY_LENGTH, summarize, type TJobType } from '#contracts/missions-terms';
import type {
  TJobResult,
  TManagerCard,
  TManagerResult,
  TManagerSearchQuery,
  TMissionSearchQuery,
  TSearchJobsResponse,
  TSearchManagersResponse,
} from '#contracts/search';
import { RANKING_WEIGHTS, RECENCY_DAYS, type TResultRanking } from '#contracts/search-ranking-terms';
import { PUBLISHED_WITHIN_HOURS, SEARCH_PAGE_SIZE, type TSearchType } from '#contracts/search-terms';
import { type Db, type DbOrTx, executeReusingPlan } from '#server/db/index';
import { notSuspended } from '#server/modules/profiles/index';
import {
  distanceKm,
  industryCondition,
  locationCondition,
  pagedSearchSql,
  rowsOf,
  skillIdIn,
  skillIdsCondition,
  skillsCondition,
  textMatch,
  type Place,
  type ScoreFactor,
  type SearchArea,
  type SearchPlan,
  type SortKey,
  type TextMatch,
  type TextTarget,
} from './filters.ts';
import { resolveManagerSearch, resolveMissionSearch, type ManagerSearch, type MissionSearch } from './search-query.ts';
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
 * The recency factor: 1 at `since`, 0 after RECENCY_DAYS of the tab. `date_part` answers a float
 * (`extract` a numeric, slower on every candidate).
 */
const recencyOf = (type: TSearchType, since: SQL) =>
  sql`greatest(0, 1 - date_part('epoch', now() - ${since}) / ${sql.raw(String(RECENCY_DAYS[type] * 86_400))})`;

const managerSorts: Record<TManagerSearchQuery['sort'], SortKey[]> = {
  relevance: [
    { expr: sql`ms.average_rating`, direction: 'DESC NULLS LAST' },
    { expr: sql`ms.id`, direction: 'ASC' },
  ],
  rating: [
    { expr: sql`ms.average_rating`, direction: 'DESC NULLS LAST' },
    { expr: sql`ms.id`, direction: 'ASC' },
  ],
  rate_asc: [
    { expr: sql`ms.rate_min`, direction: 'ASC NULLS LAST' },
    { expr: sql`ms.id`, direction: 'ASC' },
  ],
  rate_desc: [
    { expr: sql`ms.rate_min`, direction: 'DESC NULLS LAST' },
    { expr: sql`ms.id`, direction: 'ASC' },
  ],
  newest: [
    { expr: sql`ms.created_at`, direction: 'DESC NULLS LAST' },
    { expr: sql`ms.id`, direction: 'DESC NULLS LAST' },
  ],
};

/**
 * Text ranks only under 'Pertinence'; any other order keeps the exact matches in that order
 * (no typo fallback: a misspelt word finds nothing there).
 */
function textSearch(
  input: string | undefined,
  target: TextTarget,
  relevance: boolean,
): { match: TextMatch | null; ranked: TextMatch | null; where: SQL[] } {
  const text = parseTextQuery(input);
  if (!text) return { match: null, ranked: null, where: [] };
  const match = textMatch(target, text);
  return relevance ? { match, ranked: match, where: [] } : { match, ranked: null, where: [match.exact] };
}

/**
 * The explanation's columns for the page's rows only (ADR 0056): the typed words each contains
 * and its skills matching them or the chosen skills (`skills` lists the row's skills as `s`),
 * and its distance from the searched city.
 */
function explanationColumns(match: TextMatch | null, specialties: string[], skills: SQL, place: Place, area: SearchArea | null): SQL {
  const skillTests = [
    ...(match ? [match.matchesAnyWord(sql`s.search_vector`)] : []),
    ...(specialties.length > 0 ? [skillIdIn(sql`s.id`, specialties)] : []),
  ];
  const matchedSkills =
    skillTests.length > 0 ? sql`ARRAY(SELECT s.name ${skills} AND (${sql.join(skillTests, sql` OR `)}) ORDER BY s.name)` : sql`'{}'::text[]`;
  const centre = area && !area.remote ? area.centre : null;
  return sql`${match ? match.matchedWords : sql`'{}'::text[]`} AS "matchedWords", ${matchedSkills} AS "matchedSkills",
    ${centre ? sql`round(${distanceKm(place, centre)}::numeric, 1)::float8` : sql`NULL::float8`} AS "distanceKm"`;
}

/** The distance factor: 1 at the searched city's centre, 0 at the radius; absent without a city. */
function distanceFactors(place: Place, area: SearchArea | null, weight: number): ScoreFactor[] {
  if (!area || area.remote || !area.centre) return [];
  return [{ name: 'distance', value: sql`greatest(0, 1 - ${distanceKm(place, area.centre)} / ${area.radiusKm})`, weight }];
}

/**
 * The statement GET /api/search/managers runs (exported for bench/search.ts). Matching,
 * filtering and sorting read manager_search only; the 20 cards join the source tables.
 */
export function buildManagerSearchSql(search: ManagerSearch): SQL {
  const { query } = search;
  // Deleted accounts have no row here; suspended ones keep theirs (reactivation restores them).
  const where: SQL[] = [notSuspended(sql`ms.id`)];
  if (query.specialties.length > 0) where.push(skillIdsCondition(sql`ms.skill_ids`, query.specialties));
  if (query.industry) where.push(industryCondition(sql`ms.industry_sector_id`, query.industry));
  if (search.area) where.push(locationCondition(managerPlace, search.area));
  // Members who entered no rate, no experience or have no reviews never pass these (null compares to nothing).
  if (search.rate) {
    where.push(sql`ms.rate_min <= ${search.rate.max ?? 2147483647} AND ms.rate_max >= ${search.rate.min}`);
  }
  if (search.experience) {
    where.push(sql`ms.experience_years BETWEEN ${search.experience.min} AND ${search.experience.max ?? 2147483647}`);
  }
  if (query.minRating !== undefined) where.push(sql`ms.average_rating >= ${query.minRating}`);
  if (query.available) where.push(sql`ms.availability`);
  if (query.language.length > 0)
    where.push(
      sql`ms.languages @> ARRAY[${sql.join(
        query.language.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]`,
    );

  const text = textSearch(query.q, managerText, query.sort === 'relevance');
  const weights = RANKING_WEIGHTS.managers;

  const plan: SearchPlan = {
    from: sql`manager_search ms`,
    id: sql`ms.id`,
    where: [...where, ...text.where],
    text: text.ranked,
    score: {
      textWeight: weights.text,
      factors: [
        { name: 'rating', value: sql`ms.average_rating::float8 / 5`, weight: weights.rating },
        { name: 'completeness', value: sql`ms.filled_share`, weight: weights.completeness },
        { name: 'recency', value: recencyOf('managers', sql`ms.updated_at`), weight: weights.recency },
        ...distanceFactors(managerPlace, search.area, weights.distance),
      ],
    },
    sort: managerSorts[query.sort],
    card: {
      columns: sql`p.id, p.full_name AS "fullName", p.avatar_url AS "avatarUrl", cm.headline, p.location,
        ms.skill_names AS skills, cm.hourly_rate_min AS "hourlyRateMin", cm.hourly_rate_max AS "hourlyRateMax",
        cm.experience_years AS "experienceYears",
        round(cm.average_rating::numeric, 2)::float8 AS "averageRating", cm.total_reviews AS "totalReviews",
        cm.availability, cm.remote_ok AS "remoteOk",
        ${explanationColumns(text.match, query.specialties, sql`FROM user_skills us JOIN skills s ON s.id = us.skill_id WHERE us.user_id = p.id`, managerPlace, search.area)}`,
      from: sql`JOIN community_managers cm ON cm.id = page.id JOIN profiles p ON p.id = page.id JOIN manager_search ms ON ms.id = page.id`,
    },
  };
  return pagedSearchSql(plan, query.page);
}

type RankingRow = {
  ranking_score: number | null;
  ranking_factors: TResultRanking['factors'];
  ranking_typo: boolean | null;
  matchedWords: string[];
  matchedSkills: string[];
  distanceKm: number | null;
};
type PageRow = { total: number; total_is_lower_bound: boolean; position: number | null } & RankingRow;

/** The score's components the statement returned with a result, as 'Pourquoi ce résultat ?' explains them. */
function rankingOf(row: RankingRow): TResultRanking {
  return {
    score: row.ranking_score,
    factors: row.ranking_factors,
    typo: row.ranking_typo === true,
    matchedWords: row.matchedWords,
    matchedSkills: row.matchedSkills,
    distanceKm: row.distanceKm,
  };
}

/** A row's card fields, without the statement's bookkeeping and ranking columns. */
function cardFieldsOf<T extends PageRow>(row: T) {
  const {
    total: _total,
    total_is_lower_bound: _lowerBound,
    position: _position,
    ranking_score: _score,
    ranking_factors: _factors,
    ranking_typo: _typo,
    matchedWords: _words,
    matchedSkills: _skills,
    distanceKm: _distance,
    ...card
  } = row;
  return card;
}
/** The statement always answers at least one row, carrying the (capped) total. */
function totalOf(rows: PageRow[]): { total: number; totalIsLowerBound?: true } {
  const total = rows[0]?.total ?? 0;
  return rows[0]?.total_is_lower_bound ? { total, totalIsLowerBound: true } : { total };
}

type ManagerRow = PageRow & Omit<TManagerCard, 'id'> & { id: string | null };

/** GET /api/search/managers. */
export async function searchManagers(db: Db, query: TManagerSearchQuery): Promise<TSearchManagersResponse> {
  const search = await resolveManagerSearch(db, query);
  const rows = rowsOf<ManagerRow>(await executeReusingPlan(db, buildManagerSearchSql(search)));
  const items = rows
    .filter((row) => row.id !== null)
    .map((row): TManagerResult => ({ ...(cardFieldsOf(row) as TManagerCard), ranking: rankingOf(row) }));
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

/** Never null for an open mission (a trigger sets it when the mission opens). */
const jobPublished = sql`j.published_at`;
/** A mission's lowest and highest budget figures, each standing for the other when only one was given. */
const budgetLow = sql`coalesce(j.budget_min, j.budget_max)`;
const budgetHigh = sql`coalesce(j.budget_max, j.budget_min)`;

const newestJobs: SortKey[] = [
  { expr: jobPublished, direction: 'DESC NULLS LAST' },
  { expr: sql`j.id`, direction: 'DESC NULLS LAST' },
];
// Must stay identical to the expressions and orders of jobs_open_budget_{low,high}_idx (ADR 0048).
const missionSorts: Record<TMissionSearchQuery['sort'], SortKey[]> = {
  relevance: newestJobs,
  newest: newestJobs,
  budget_asc: [
    { expr: budgetLow, direction: 'ASC NULLS LAST' },
    { expr: sql`j.id`, direction: 'ASC' },
  ],
  budget_desc: [
    { expr: budgetHigh, direction: 'DESC NULLS LAST' },
    { expr: sql`j.id`, direction: 'ASC' },
  ],
};

/** The statement GET /api/search/jobs runs (exported for bench/search.ts). Open missions only. */
export function buildJobSearchSql(search: MissionSearch): SQL {
  const { query } = search;
  const where: SQL[] = [sql`j.status = 'open'`, notSuspended(sql`j.client_id`)];
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
  if (search.area) where.push(locationCondition(jobPlace, search.area));
  // Missions without a budget never pass a budget filter.
  if (query.budgetMin !== undefined) where.push(sql`${budgetHigh} >= ${query.budgetMin}`);
  if (query.budgetMax !== undefined) where.push(sql`${budgetLow} <= ${query.budgetMax}`);
  if (query.contract.length > 0)
    where.push(
      sql`j.job_type IN (${sql.join(
        query.contract.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  if (query.workMode) where.push(query.workMode === 'remote' ? sql`j.is_remote` : sql`NOT j.is_remote`);
  if (query.published) where.push(sql`${jobPublished} >= now() - ${sql.raw(`interval '${PUBLISHED_WITHIN_HOURS[query.published]} hours'`)}`);
  if (search.publishedAfter) where.push(sql`${jobPublished} > ${search.publishedAfter.toISOString()}::timestamptz`);

  const text = textSearch(query.q, jobText, query.sort === 'relevance');
  const weights = RANKING_WEIGHTS.jobs;

  const plan: SearchPlan = {
    from: sql`jobs j`,
    id: sql`j.id`,
    where: [...where, ...text.where],
    text: text.ranked,
    score: {
      textWeight: weights.text,
      factors: [
        { name: 'recency', value: recencyOf('jobs', jobPublished), weight: weights.recency },
        { name: 'completeness', value: sql`j.brief_share`, weight: weights.completeness },
        ...distanceFactors(jobPlace, search.area, weights.distance),
      ],
    },
    sort: missionSorts[query.sort],
    card: {
      columns: sql`j.id, j.title, left(j.description, ${sql.raw(String(JOB_SUMMARY_LENGTH + 1))}) AS description,
        j.job_type AS "jobType", j.location, j.is_remote AS "isRemote", j.duration,
        j.budget_min AS "budgetMin", j.budget_max AS "budgetMax",
        to_char(j.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "createdAt",
        j.skill_names AS skills,
        c.id AS "clientId", c.full_name AS "clientName", co.company_name AS "companyName", sec.name AS industry,
        (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS "applicationCount",
        ${explanationColumns(text.match, query.specialties, sql`FROM job_skills js JOIN skills s ON s.id = js.skill_id WHERE js.job_id = j.id`, jobPlace, search.area)}`,
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

function toJobResult(row: JobRow & { id: string }): TJobResult {
  return {
    ranking: rankingOf(row),
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

/**
 * GET /api/search/jobs, and the mission alerts: the same search, with an extra lower bound on
 * the publication time (parse the search page's address with `parseMissionSearch`).
 */
export async function searchMissions(db: DbOrTx, query: TMissionSearchQuery, bounds: { publishedAfter?: Date } = {}): Promise<TSearchJobsResponse> {
  const search = resolveMissionSearch(query, bounds);
  const rows = rowsOf<JobRow>(await executeReusingPlan(db, buildJobSearchSql(search)));
  const items = rows.filter((row): row is JobRow & { id: string } => row.id !== null).map(toJobResult);
  return { items, ...totalOf(rows), page: query.page, pageSize: SEARCH_PAGE_SIZE };
}
