import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const KEY = /^[A-Za-z]\w*$/;

/**
 * A list read inside its parent's statement: a correlated subquery answering its rows as one JSON
 * array (`[]` when there are none) of objects keyed as `fields`, in the order `rest` gives them.
 * `rest` is the subquery's FROM, WHERE, ORDER BY and LIMIT. A page and its lists read in one
 * statement cost one round trip to the database instead of one each (ADR 0067). Values arrive as
 * JSON has them: a timestamp is a string, to be made a `Date` by the caller.
 */
export function jsonRows<Row>(fields: Record<string, SQLWrapper>, rest: SQL): SQL<Row[]> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`jsonRows: "${key}" is not a plain key`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<
    Row[]
  >`(SELECT coalesce(json_agg(listed.item), '[]'::json) FROM (SELECT json_build_object(${sql.join(pairs, sql`, `)}) AS item ${rest}) listed)`;
}
