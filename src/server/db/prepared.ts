import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from './client.ts';

/**
 * A hot read as a named prepared statement, built once per database: Drizzle builds its SQL once,
 * and PostgreSQL parses it once per connection and keeps its plan instead of planning it on every
 * request (a read joining four tables cost more to plan than to run, ADR 0062). `build` gets the
 * database and returns `query.prepare(name)`, with `sql.placeholder`s for what changes per request.
 */
export function preparedPerDatabase<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/** How many texts a database names, and how many runs of one text earn it a name. */
export type PlanReuseLimits = { maxNames: number; namedAfter: number };
const PLAN_REUSE: PlanReuseLimits = { maxNames: 64, namedAfter: 2 };

/**
 * Which statement texts run as named prepared statements: a text run `namedAfter` times gets a
 * name, up to `maxNames` (a connection keeps what it prepared until it closes, so names are never
 * taken back); a text run once — a crawler walking the pages — never takes one. The counts are
 * kept for the last 500 texts.
 */
export function planReuseNames({ maxNames, namedAfter }: PlanReuseLimits = PLAN_REUSE) {
  const names = new Map<string, string>();
  const runs = new LRUCache<string, number>({ max: 500 });
  return (text: string): string | undefined => {
    const named = names.get(text);
    if (named || names.size >= maxNames) return named;
    const count = (runs.get(text) ?? 0) + 1;
    if (count < namedAfter) {
      runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const name = `reused_plan_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

const dialect = new PgDialect();
const planNamesOf = preparedPerDatabase(() => planReuseNames());

/**
 * Runs a statement built per request (a search: its text depends on the filters, the sort and the
 * page) as `db.execute` does, keeping its plan when it has no parameters: such a text has one plan
 * whatever the request, so once it repeats it runs as a named prepared statement, planned once per
 * connection (a listing of community managers cost PostgreSQL about 2 ms to plan and 0.5 ms to run,
 * ADR 0064). A statement with parameters is always planned for its values. PGlite ignores names.
 */
export function executeReusingPlan(db: Db, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = built.params.length === 0 ? planNamesOf(db)(built.sql) : undefined;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
