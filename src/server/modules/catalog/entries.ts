import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CATALOG_TEXTS, type TCatalogResource } from '#contracts/admin-catalog-terms';
import type { Tx } from '#server/db/index';
import { AppError, conflict, notFound } from '#server/http/errors';

/** A reference-data table: an id, timestamps, and the columns its kind writes. */
type CatalogTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };
type CatalogRow = Record<string, unknown> & { id: string };
type CatalogValues = Record<string, unknown>;

/**
 * What differs between the six kinds of reference data (skills, categories, experience levels,
 * rate ranges, sectors, languages, in kinds.ts); adding, changing and removing an entry, and
 * their refusals, are the same code for all of them (below).
 */
export type CatalogKind<TData> = {
  resource: TCatalogResource;
  table: CatalogTable;
  /** The column that must be unique, case-insensitively (name, or a language's code), and its value. */
  unique: { column: PgColumn; of: (data: TData) => string };
  /** The columns written from the form (empty optional text is null). */
  values: (data: TData) => CatalogValues;
  /** The row's name in the audit log. */
  label: (row: CatalogRow) => string;
  /** Checks of the form against other tables (a skill's category exists), before any write. */
  checkData?: (tx: Tx, data: TData) => Promise<void>;
  /** Checks of an update against the row as it was (a language's code while members list it). */
  checkUpdate?: (tx: Tx, before: CatalogRow, values: CatalogValues) => Promise<void>;
  /** Why the row cannot be deleted (what still uses it), or null. Runs with the row locked. */
  refuseDelete?: (tx: Tx, row: CatalogRow) => Promise<string | null>;
};

/** Empty optional text is stored as null. */
export const orNull = (text: string) => (text === '' ? null : text);

/**
 * The row, locked until the transaction ends: a member saving a profile that references it
 * (a foreign key takes a share lock on it) waits, so a delete never races a new reference.
 */
async function lockRow(tx: Tx, kind: CatalogKind<never>, id: string): Promise<CatalogRow> {
  const [row] = (await tx.select().from(kind.table).where(eq(kind.table.id, id)).for('update')) as CatalogRow[];
  if (!row) throw notFound(CATALOG_TEXTS[kind.resource].notFound);
  return row;
}

async function assertUnique<TData>(tx: Tx, kind: CatalogKind<TData>, data: TData, exceptId: string | null) {
  const sameKey = sql`lower(${kind.unique.column}) = lower(${kind.unique.of(data)})`;
  const [taken] = await tx
    .select({ value: count() })
    .from(kind.table)
    .where(exceptId ? and(sameKey, ne(kind.table.id, exceptId)) : sameKey);
  if ((taken?.value ?? 0) > 0) throw conflict(CATALOG_TEXTS[kind.resource].duplicate);
}

/** Adds an entry from the form, in the caller's transaction: the row and the values written. */
export async function addCatalogEntry<TData>(tx: Tx, kind: CatalogKind<TData>, data: TData) {
  await kind.checkData?.(tx, data);
  await assertUnique(tx, kind, data, null);
  const values = kind.values(data);
  const [row] = (await tx.insert(kind.table).values(values).returning()) as CatalogRow[];
  return { row: row!, values };
}

/** Changes an entry from the form, in the caller's transaction: the row before and after, and the values written. */
export async function changeCatalogEntry<TData>(tx: Tx, kind: CatalogKind<TData>, id: string, data: TData) {
  const before = await lockRow(tx, kind as CatalogKind<never>, id);
  await kind.checkData?.(tx, data);
  await assertUnique(tx, kind, data, id);
  const values = kind.values(data);
  await kind.checkUpdate?.(tx, before, values);
  const [after] = (await tx.update(kind.table).set(values).where(eq(kind.table.id, id)).returning()) as CatalogRow[];
  // Spec §8: the update answered nothing (cannot happen while the row is locked, kept as a guard).
  if (!after) throw new AppError(500, 'INTERNAL_ERROR', CATALOG_TEXTS[kind.resource].updateFailed);
  return { before, after, values };
}

/** Removes an entry nothing uses any more, in the caller's transaction: the row as it was. */
export async function removeCatalogEntry(tx: Tx, kind: CatalogKind<never>, id: string): Promise<CatalogRow> {
  const row = await lockRow(tx, kind, id);
  const refusal = await kind.refuseDelete?.(tx, row);
  if (refusal) throw conflict(refusal);
  await tx.delete(kind.table).where(eq(kind.table.id, id));
  return row;
}
