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
