import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LOCATIONS, SEARCH_PAGE_SIZE, SEARCH_RADIUS_KM, type TSearchLocation } from '#contracts/search-terms';
import { fold, prefixOf, type TextQuery } from './text-query.ts';

/**
 * The filter pieces both searches share, and the one builder that turns them into a single
 * statement returning the total and one page (ADR 0009).
 */

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
/** Our own numeric constants, written into the statement (never user input). */
const num = (value: number) => sql.raw(`(${value})`);

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

export type TextMatch = {
  /** Every word found in the vector (GIN index). */
  exact: SQL;
  /** Full-text rank: the name/title weighs most. */
  rank: SQL;
  /** Typo fallback, used only when nothing matches exactly: the label close by trigrams. */
  fuzzy: SQL;
  fuzzyRank: SQL;
};

export function textMatch(target: TextTarget, text: TextQuery): TextMatch {
  const query = tsQuery(text);
  return {
    exact: sql`${target.vector} @@ ${query}`,
    rank: sql`round(ts_rank(${target.vector}, ${query})::numeric, 4)`,
    fuzzy: sql`f_unaccent(${text.text}) <% ${target.label}`,
    fuzzyRank: sql`round(word_similarity(f_unaccent(${text.text}), ${target.label})::numeric, 4)`,
  };
}

/** Any of the skills: `link` is a join table (user_skills, job_skills) keyed by `owner`. */
export function skillsCondition(link: { table: SQL; owner: SQL; skill: SQL }, ownerId: SQL, skillIds: string[]): SQL {
  const ids = sql.join(
    skillIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`EXISTS (SELECT 1 FROM ${link.table} WHERE ${link.owner} = ${ownerId} AND ${link.skill} IN (${ids}))`;
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

/**
 * Télétravail: remote rows. A city: rows within SEARCH_RADIUS_KM of its centre (a bounding box
 * the btree index on (latitude, longitude) narrows, then the haversine distance), or, for rows
 * without coordinates, the city's name as a word of the location text.
 */
export function locationCondition(place: Place, name: TSearchLocation): SQL {
  const city = SEARCH_LOCATIONS.find((location) => location.name === name);
  if (!city || city.remote) return sql`${place.remote}`;
  const dLat = SEARCH_RADIUS_KM / KM_PER_DEGREE;
  const dLon = SEARCH_RADIUS_KM / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
  const { latitude: lat, longitude: lon } = place;
  const [cLat, cLon] = [num(city.latitude), num(city.longitude)];
  const distance = sql`${num(2 * EARTH_RADIUS_KM)} * asin(sqrt(
      power(sin(radians(${lat} - ${cLat}) / 2), 2)
      + cos(radians(${cLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${cLon}) / 2), 2)))`;
  const pattern = `\\m${fold(city.name)}\\M`;
  return sql`((${lat} BETWEEN ${num(city.latitude - dLat)} AND ${num(city.latitude + dLat)}
      AND ${lon} BETWEEN ${num(city.longitude - dLon)} AND ${num(city.longitude + dLon)}
      AND ${distance} <= ${num(SEARCH_RADIUS_KM)})
    OR (${lat} IS NULL AND ${place.foldedLocation} ~ ${pattern}))`;
}

export type SortKey = { expr: SQL; direction: 'ASC' | 'DESC' | 'DESC NULLS LAST' };

export type SearchPlan = {
  /** FROM clause (tables and joins) of the matching rows. */
  from: SQL;
  /** The matched row's id. */
  id: SQL;
  /** The filters (skills, industry, location, status). */
  where: SQL[];
  /** The text query, when there is one: relevance sorts first. */
  text: TextMatch | null;
  /** Then these keys; the last one must be unique (stable pages). */
  sort: SortKey[];
  /** The card's columns, selected `FROM page JOIN …` where `page` has `id`. */
  card: { columns: SQL; from: SQL };
};

const and = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`);

/**
 * One statement: `matched`, the page of ids, then the card columns of those 20 rows only.
 * Always returns at least one row carrying `total`; the card columns are null when the
 * page is empty.
 *
 * Without text, `matched` is inlined twice, so the count and the page each get their own
 * plan (an index-only or bitmap count; an ordered index scan that stops after 20 rows).
 * With text every match must be ranked anyway, so `matched` is computed once and both read
 * it: the exact matches, or, only when there are none, the fuzzy ones.
 */
export function pagedSearchSql(plan: SearchPlan, page: number): SQL {
  const keys = plan.sort.map((key, index) => ({ name: sql.raw(`s${index}`), ...key }));
  const orderBy = (prefix: string) =>
    sql.join(
      [
        ...(plan.text ? [sql.raw(`${prefix}rank DESC`)] : []),
        ...keys.map((key) => sql`${sql.raw(prefix)}${key.name} ${sql.raw(key.direction)}`),
      ],
      sql`, `,
    );
  const select = (rank: SQL, condition: SQL[]) =>
    sql`SELECT ${plan.id} AS id, ${rank} AS rank${sql.join(keys.map((key) => sql`, ${key.expr} AS ${key.name}`))}
  FROM ${plan.from}
  WHERE ${and(condition)}`;
  const { text } = plan;
  const matched = text
    ? sql`${select(text.rank, [...plan.where, text.exact])}
  UNION ALL
  ${select(text.fuzzyRank, [
    ...plan.where,
    text.fuzzy,
    sql`NOT EXISTS (SELECT 1 FROM ${plan.from} WHERE ${and([...plan.where, text.exact])})`,
  ])}`
    : select(sql`0`, plan.where);
  return sql`WITH matched AS ${sql.raw(text ? 'MATERIALIZED' : 'NOT MATERIALIZED')} (
  ${matched}
), page AS (
  SELECT * FROM matched ORDER BY ${orderBy('')} LIMIT ${num(SEARCH_PAGE_SIZE)} OFFSET ${num((page - 1) * SEARCH_PAGE_SIZE)}
)
SELECT total.total, card.*
FROM (SELECT count(*)::int AS total FROM matched) total
LEFT JOIN LATERAL (
  SELECT row_number() OVER (ORDER BY ${orderBy('page.')}) AS position, ${plan.card.columns}
  FROM page ${plan.card.from}
) card ON true
ORDER BY card.position`;
}

/** `db.execute` answers `{ rows }` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
