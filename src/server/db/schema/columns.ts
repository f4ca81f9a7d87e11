import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A full-text search document (written by the database: generated columns, triggers). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The share of the conditions (on the row's own columns) that hold, between 0 and 1: the
 * expression of a stored generated column, so a search reads one figure instead of testing each.
 */
export function shareOf<Field extends string>(fields: readonly Field[], conditions: Record<Field, string>): SQL {
  return sql.raw(`((${fields.map((field) => `(${conditions[field]})::int`).join(' + ')})::float8 / ${fields.length})`);
}
