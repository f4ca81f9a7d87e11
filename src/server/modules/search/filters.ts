import { sql, type SQL } from 'drizzle-orm';
import type { TRankingFactor } from '#contracts/search-ranking-terms';
import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from '#contracts/search-terms';
import { fold, prefixOf, type TextQuery } from './text-query.ts';

/**
 * The filter pieces both searches share, and the one builder that turns them into a single
 * statement returning the total and one page (ADR 0009).
 */

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
/** Numbers written into the statement: our constants, or coordinates zod checked as finite numbers. */
const num = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return sql.raw(`(${value})`);
};
/** A text matched literally inside a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * One word as an unaccented prefix ('commu' → community; 'e-commerce' → 'ecommerce'), or as
 * French stems ('créations' → creation; 'e-commerce' → e & commerce, in any spelling).
 */
function wordQuery(word: string): SQL {
  return sql`(to_tsquery('simple', quote_literal(f_unaccent(${prefixOf(word)})) || ':*') || plainto_tsquery('french', f_unaccent(${word.replace(/-/g, ' ')})))`;
}

/** All the words. */
export function tsQuery(text: TextQuery): SQL {
  return sql`(${sql.join(text.words.map(wordQuery), sql` && `)})`;
}

/** Where the text search applies: a full-text vector, and a short label for trigram similarity. */
export type TextTarget = { vector: SQL; label: SQL };

/** How a search text matches and ranks. */
export type TextMatch = {
  /** Every word found in the vector (GIN index). */
  exact: SQL;
  /**
   * Full-text rank (the name/title weighs most), as a function of the vector selected as
   * `column`: it is computed once the candidates are chosen, not for every match.
   */
  exactRank: { column: SQL; rank: (vector: SQL) => SQL };
  /** Typo fallback, used only when nothing matches exactly: the label close by trigrams. */
  fuzzy: SQL;
  /** Trigram word similarity of the label. */
  fuzzyRank: SQL;
  /** The typed words the vector contains (text[]), each tested as `exact` tests it: for a page's rows only. */
  matchedWords: SQL;
  /** Whether a vector (a skill's stored `search_vector`, indexed as the documents index skills) matches any typed word. */
  matchesAnyWord: (vector: SQL) => SQL;
};

export function textMatch(target: TextTarget, text: TextQuery): TextMatch {
  const query = tsQuery(text);
  return {
    exact: sql`${target.vector} @@ ${query}`,
    exactRank: { column: target.vector, rank: (vector) => sql`round(ts_rank(${vector}, ${query})::numeric, 4)` },
    fuzzy: sql`f_unaccent(${text.text}) <% ${target.label}`,
    fuzzyRank: sql`round(word_similarity(f_unaccent(${text.text}), ${target.label})::numeric, 4)`,
    matchedWords: sql`array_remove(ARRAY[${sql.join(
      text.words.map((word) => sql`CASE WHEN ${target.vector} @@ ${wordQuery(word)} THEN ${word} END`),
      sql`, `,
    )}]::text[], NULL)`,
    matchesAnyWord: (vector) => sql`${vector} @@ (${sql.join(text.words.map(wordQuery), sql` || `)})`,
  };
}

const skillIdList = (skillIds: string[]) =>
  sql.join(
    skillIds.map((id) => sql`${id}`),
    sql`, `,
  );

/** The skill id is one of these. */
export function skillIdIn(skillId: SQL, skillIds: string[]): SQL {
  return sql`${skillId} IN (${skillIdList(skillIds)})`;
}

/** Any of the skills: `link` is a join table (job_skills) keyed by `owner`. */
export function skillsCondition(link: { table: SQL; owner: SQL; skill: SQL }, ownerId: SQL, skillIds: string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM ${link.table} WHERE ${link.owner} = ${ownerId} AND ${skillIdIn(link.skill, skillIds)})`;
}

/** Any of the skills, from the row's own array of skill ids (GIN index). */
export function skillIdsCondition(column: SQL, skillIds: string[]): SQL {
  return sql`${column} && ARRAY[${skillIdList(skillIds)}]::uuid[]`;
}

/** The sector, by name (case and accents ignored). */
export function industryCondition(sectorId: SQL, industry: string): SQL {
  return sql`${sectorId} IN (SELECT id FROM industry_sectors WHERE f_unaccent(lower(name)) = f_unaccent(lower(${industry})))`;
}

/**
 * Where a row is: coordinates when known, else the typed place name (unaccented, lower case);
 * and whether it is remote.
 */
export type Place = { latitude: SQL; longitude: SQL; foldedLocation: SQL; remote: SQL };

/** Where a search looks: remote rows, or around a city (its centre when known). */
export type SearchArea = { remote: true } | { remote: false; name: string; centre: { latitude: number; longitude: number } | null; radiusKm: number };

/**
 * Télétravail: remote rows. A city: rows within the radius of its centre (a latitude band the
 * btree index on (latitude, longitude) narrows, then the haversine distance), or, for rows
 * without coordinates, the city's name as a word of the location text.
 *
 * No longitude bounds (ADR 0013): the planner multiplies the selectivities of the two ranges as
 * if they were independent, underestimated a city tenfold and then sorted all its missions
 * instead of walking the date index (12 ms instead of 4 for Lyon). The band alone reads a few
 * more index entries, and is estimated right.
 */
export function locationCondition(place: Place, area: SearchArea): SQL {
  if (area.remote) return sql`${place.remote}`;
  const pattern = `\\m${escapeRegExp(fold(area.name))}\\M`;
  const byName = sql`(${place.latitude} IS NULL AND ${place.foldedLocation} ~ ${pattern})`;
  if (!area.centre) return byName;
  const { latitude } = area.centre;
  const dLat = area.radiusKm / KM_PER_DEGREE;
  return sql`((${place.latitude} BETWEEN ${num(latitude - dLat)} AND ${num(latitude + dLat)}
      AND ${distanceKm(place, area.centre)} <= ${num(area.radiusKm)})
    OR ${byName})`;
}

/** The haversine distance in km from a centre to a row's coordinates (null when it has none). */
export function distanceKm(place: Pick<Place, 'latitude' | 'longitude'>, centre: { latitude: number; longitude: number }): SQL {
  const { latitude: lat, longitude: lon } = place;
  const [cLat, cLon] = [num(centre.latitude), num(centre.longitude)];
  return sql`(${num(2 * EARTH_RADIUS_KM)} * asin(sqrt(
      power(sin(radians(${lat} - ${cLat}) / 2), 2)
      + cos(radians(${cLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${cLon}) / 2), 2))))`;
}

export type SortKey = { expr: SQL; direction: 'ASC' | 'ASC NULLS LAST' | 'DESC' | 'DESC NULLS LAST' };

/**
 * A component of the relevance score (ADR 0056): a value between 0 and 1 computed on each
 * candidate row (null counts as 0: no rating, not localised), and the points it weighs.
 */
export type ScoreFactor = { name: Exclude<TRankingFactor, 'text'>; value: SQL; weight: number };

/** The relevance score: the text's share of the best match, weighted, plus the other factors. */
export type Score = { textWeight: number; factors: [ScoreFactor, ...ScoreFactor[]] };

export type SearchPlan = {
  /** FROM clause (tables and joins) of the matching rows. */
  from: SQL;
  /** The matched row's id. */
  id: SQL;
  /** The filters (skills, industry, location, status). */
  where: SQL[];
  /** The text query, when there is one: candidates are ordered by `score`. */
  text: TextMatch | null;
  score: Score;
  /** Then these keys; the last one must be unique (stable pages). */
  sort: SortKey[];
  /** The card's columns, selected `FROM page JOIN …` where `page` has `id`. */
  card: { columns: SQL; from: SQL };
};

const and = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`);

/** A sort key and the column name it is selected as (s0, s1…). */
type NamedKey = SortKey & { name: string };

/** `prefix.s0 DESC NULLS LAST, prefix.s1 ASC`: the plan's order over selected rows. */
const namedOrder = (keys: NamedKey[], prefix: string) => sql.raw(keys.map((key) => `${prefix}${key.name} ${key.direction}`).join(', '));

/** The plan's order over its own tables. */
const tableOrder = (keys: NamedKey[]) =>
  sql.join(
    keys.map((key) => sql`${key.expr} ${sql.raw(key.direction)}`),
    sql`, `,
  );

/** The matched rows' id and sort keys, as selected from the plan's tables. */
const keyColumns = (plan: SearchPlan, keys: NamedKey[]) =>
  sql`${plan.id} AS id${sql.join(keys.map((key) => sql`, ${key.expr} AS ${sql.raw(key.name)}`))}`;

/**
 * One statement: the capped total, the page of ids, then the card columns of those 20 rows
 * only. Always returns at least one row carrying `total` and `total_is_lower_bound`; the card
 * columns are null when the page is empty.
 *
 * Totals are exact up to SEARCH_TOTAL_CAP matches; past it the statement stops counting and
 * says so (ADR 0013): counting every match of a broad query costs more than the whole budget.
 */
export function pagedSearchSql(plan: SearchPlan, page: number): SQL {
  const keys = plan.sort.map((key, index) => ({ name: `s${index}`, ...key }));
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const { ctes, order, ranking } = plan.text ? rankedCandidates(plan, plan.text, keys, offset) : filteredRows(plan, keys);
  return sql`WITH ${ctes}, page AS (
  SELECT * FROM matched ORDER BY ${order('')} LIMIT ${num(SEARCH_PAGE_SIZE)} OFFSET ${num(offset)}
)
SELECT least(counted.n, ${num(SEARCH_TOTAL_CAP)})::int AS total, counted.n > ${num(SEARCH_TOTAL_CAP)} AS total_is_lower_bound, card.*
FROM (SELECT count(*)::int AS n FROM (SELECT 1 FROM matched LIMIT ${num(SEARCH_TOTAL_CAP + 1)}) capped) counted
LEFT JOIN LATERAL (
  SELECT row_number() OVER (ORDER BY ${order('page.')}) AS position, ${plan.card.columns}, ${ranking}
  FROM page ${plan.card.from}
) card ON true
ORDER BY card.position`;
}

/**
 * The CTEs ending with `matched` (id, sort keys…), the order its rows are paged in, and the
 * page's ranking columns: `ranking_score` (null when not ordered by score), `ranking_factors`
 * (json, each factor's value; null without a score) and `ranking_typo`.
 */
type Matched = { ctes: SQL; order: (prefix: string) => SQL; ranking: SQL };

/**
 * Without text there is nothing to rank: `matched` is inlined twice, so the capped count and
 * the page each get their own plan (a count that stops after SEARCH_TOTAL_CAP + 1 rows; an
 * ordered index scan that stops after the page).
 */
function filteredRows(plan: SearchPlan, keys: NamedKey[]): Matched {
  return {
    ctes: sql`matched AS NOT MATERIALIZED (
  SELECT ${keyColumns(plan, keys)} FROM ${plan.from} WHERE ${and(plan.where)}
)`,
    order: (prefix) => namedOrder(keys, prefix),
    ranking: sql`NULL::float8 AS ranking_score, NULL::json AS ranking_factors, false AS ranking_typo`,
  };
}

/**
 * With text, only candidates are ranked: the first SEARCH_TOTAL_CAP + 1 exact matches in the
 * plan's own order (best rated, newest), which the planner finds by walking that order's index
 * or by a bitmap and a top-N sort, whichever is cheaper. The first SEARCH_TOTAL_CAP of them are
 * paged by their score (ADR 0056), then in the plan's order; pages past the cap continue in the
 * plan's order. That is one total order, so pages never overlap, and a query with fewer matches
 * than the cap ranks all of them.
 *
 * The score is computed for the candidates only: the text rank as a share of the best
 * candidate's, and the plan's other factors, each weighted. The page returns those very
 * columns, which 'Pourquoi ce résultat ?' explains.
 *
 * Only when nothing matches exactly, the candidates are the labels closest by trigrams (typos):
 * their similarity is computed while matching anyway, so they are taken most similar first, and
 * it stands for the text rank.
 */
function rankedCandidates(plan: SearchPlan, text: TextMatch, keys: NamedKey[], offset: number): Matched {
  const limit = Math.max(SEARCH_TOTAL_CAP + 1, offset + SEARCH_PAGE_SIZE);
  const cap = num(SEARCH_TOTAL_CAP);
  const { factors, textWeight } = plan.score;
  const factorNames = ['text', ...factors.map((factor) => factor.name)];
  const factorColumns = sql.join(factors.map((factor) => sql`, (${factor.value})::float8 AS ${sql.raw(`f_${factor.name}`)}`));
  const firstMatches = (extra: SQL, condition: SQL, takenBy: SQL) => sql`
        SELECT ${keyColumns(plan, keys)}, ${extra}${factorColumns}
        FROM ${plan.from}
        WHERE ${and([...plan.where, condition])}
        ORDER BY ${takenBy}
        LIMIT ${num(limit)}`;
  // What a candidate scores whatever the others: its own factors, weighted and summed once.
  const ownPart = sql.join(
    factors.map((factor) => sql`${num(factor.weight)} * coalesce(${sql.raw(`t.f_${factor.name}`)}, 0)`),
    sql` + `,
  );
  // The candidates' columns, named, without the vector the rank was computed from: the window
  // and the CTEs above buffer every candidate.
  const carried = sql.raw(
    ['id', ...keys.map((key) => key.name), ...factors.map((factor) => `f_${factor.name}`)].map((name) => `t.${name}`).join(', '),
  );
  // `position` numbers the candidates in the order they were taken in; `f_text` is the rank's
  // share of the best among the first SEARCH_TOTAL_CAP, and the score adds it, weighted, to the
  // candidate's own part.
  const scored = (candidates: SQL, rank: SQL, takenBy: SQL) => {
    const share = sql`coalesce(r.rank::float8 / nullif(max(r.rank) FILTER (WHERE r.position <= ${cap}) OVER (), 0)::float8, 0)`;
    return sql`
    SELECT r.*, ${share} AS f_text, ${num(textWeight)} * ${share} + r.own_part AS score
    FROM (SELECT ${carried}, ${rank} AS rank, ${ownPart} AS own_part, row_number() OVER (ORDER BY ${takenBy}) AS position FROM (${candidates}) t) r`;
  };
  const { exactRank } = text;
  // Exact matches are taken in the plan's order; the rank is computed above the LIMIT, for them only.
  const exact = scored(
    firstMatches(sql`${exactRank.column} AS rank_input`, text.exact, tableOrder(keys)),
    exactRank.rank(sql`t.rank_input`),
    namedOrder(keys, 't.'),
  );
  // Fuzzy matches: their similarity is computed while matching anyway, so they are taken most
  // similar first.
  const fuzzy = scored(
    firstMatches(sql`${text.fuzzyRank} AS rank`, text.fuzzy, sql`rank DESC, ${tableOrder(keys)}`),
    sql`t.rank`,
    sql`t.rank DESC, ${namedOrder(keys, 't.')}`,
  );
  // `pool_rank` is the score of the first SEARCH_TOTAL_CAP and -1 for the others, which keep their position.
  const columns = sql.raw(
    [
      'id',
      ...keys.map((key) => key.name),
      ...factorNames.map((name) => `f_${name}`),
      'score',
      'position',
      `CASE WHEN position <= ${SEARCH_TOTAL_CAP} THEN score ELSE -1 END AS pool_rank`,
    ].join(', '),
  );
  const factorsJson = sql.raw(`json_build_object(${factorNames.map((name) => `'${name}', page.f_${name}`).join(', ')})`);
  return {
    ctes: sql`exact AS MATERIALIZED (${exact}
), matched AS MATERIALIZED (
  SELECT ${columns}, false AS typo FROM exact
  UNION ALL
  SELECT ${columns}, true AS typo FROM (${fuzzy}) fuzzy WHERE NOT EXISTS (SELECT 1 FROM exact)
)`,
    order: (prefix) => sql.raw(`${prefix}pool_rank DESC, ${prefix}position`),
    ranking: sql`CASE WHEN page.pool_rank >= 0 THEN page.score::float8 END AS ranking_score, ${factorsJson} AS ranking_factors, page.typo AS ranking_typo`,
  };
}

/** `db.execute` answers `{ rows }` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
