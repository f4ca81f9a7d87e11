import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TAdminListQuery, TAdminPage } from '#contracts/admin';
import { CATALOG_AUDIT_ENTITIES, CATALOG_TEXTS, type TCatalogResource } from '#contracts/admin-catalog-terms';
import type { Db, Tx } from '#server/db/index';
import { AppError, conflict, idOr404, notFound } from '#server/http/errors';
import { changedFields, recordAudit } from '../audit.ts';
import { listPage } from '../list.ts';

/** A reference-data table: an id, timestamps, and the columns its kind writes. */
type CatalogTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };
type Row = Record<string, unknown> & { id: string };
type Values = Record<string, unknown>;

/**
 * What differs between the six kinds of reference data (skills, categories, experience levels,
 * rate ranges, sectors, languages); create, update, delete, their audit entries and their
 * refusals are the same code for all of them (below).
 */
export type CatalogKind<TData> = {
  resource: TCatalogResource;
  table: CatalogTable;
  /** The column that must be unique, case-insensitively (name, or a language's code), and its value. */
  unique: { column: PgColumn; of: (data: TData) => string };
  /** The columns written from the form (empty optional text is null). */
  values: (data: TData) => Values;
  /** The row's name in the audit log. */
  label: (row: Row) => string;
  /** Checks of the form against other tables (a skill's category exists), before any write. */
  checkData?: (tx: Tx, data: TData) => Promise<void>;
  /** Checks of an update against the row as it was (a language's code while members list it). */
  checkUpdate?: (tx: Tx, before: Row, values: Values) => Promise<void>;
  /** Why the row cannot be deleted (what still uses it), or null. Runs with the row locked. */
  refuseDelete?: (tx: Tx, row: Row) => Promise<string | null>;
};

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Empty optional text is stored as null. */
export const orNull = (text: string) => (text === '' ? null : text);

/**
 * The row, locked until the transaction ends: a member saving a profile that references it
 * (a foreign key takes a share lock on it) waits, so a delete never races a new reference.
 */
async function lockRow(tx: Tx, kind: CatalogKind<never>, id: string): Promise<Row> {
  const [row] = (await tx.select().from(kind.table).where(eq(kind.table.id, id)).for('update')) as Row[];
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

/** One write and its audit entry in one transaction; a concurrent duplicate answers the same 409. */
async function write<T>(db: Db, kind: CatalogKind<never>, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATALOG_TEXTS[kind.resource].duplicate);
    throw error;
  }
}

const auditEntity = (kind: CatalogKind<never>) => CATALOG_AUDIT_ENTITIES[kind.resource];

export function createRow<TData>(db: Db, actorId: string, kind: CatalogKind<TData>, data: TData): Promise<string> {
  return write(db, kind as CatalogKind<never>, async (tx) => {
    await kind.checkData?.(tx, data);
    await assertUnique(tx, kind, data, null);
    const values = kind.values(data);
    const [row] = (await tx.insert(kind.table).values(values).returning()) as Row[];
    const entity = auditEntity(kind as CatalogKind<never>);
    await recordAudit(tx, actorId, {
      action: `${entity}.create`,
      entity,
      entityId: row!.id,
      label: kind.label(row!),
      changes: changedFields(null, values),
    });
    return row!.id;
  });
}

export function updateRow<TData>(db: Db, actorId: string, kind: CatalogKind<TData>, rawId: string, data: TData): Promise<string> {
  const texts = CATALOG_TEXTS[kind.resource];
  const id = idOr404(rawId, texts.notFound);
  return write(db, kind as CatalogKind<never>, async (tx) => {
    const before = await lockRow(tx, kind as CatalogKind<never>, id);
    await kind.checkData?.(tx, data);
    await assertUnique(tx, kind, data, id);
    const values = kind.values(data);
    await kind.checkUpdate?.(tx, before, values);
    const [after] = (await tx.update(kind.table).set(values).where(eq(kind.table.id, id)).returning()) as Row[];
    // Spec §8: the update answered nothing (cannot happen while the row is locked, kept as a guard).
    if (!after) throw new AppError(500, 'INTERNAL_ERROR', texts.updateFailed);
    const entity = auditEntity(kind as CatalogKind<never>);
    await recordAudit(tx, actorId, {
      action: `${entity}.update`,
      entity,
      entityId: id,
      label: kind.label(after),
      changes: changedFields(before, values),
    });
    return id;
  });
}

export function deleteRow(db: Db, actorId: string, kind: CatalogKind<never>, rawId: string): Promise<void> {
  const id = idOr404(rawId, CATALOG_TEXTS[kind.resource].notFound);
  return write(db, kind, async (tx) => {
    const row = await lockRow(tx, kind, id);
    const refusal = await kind.refuseDelete?.(tx, row);
    if (refusal) throw conflict(refusal);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    const entity = auditEntity(kind);
    await recordAudit(tx, actorId, {
      action: `${entity}.delete`,
      entity,
      entityId: id,
      label: kind.label(row),
      changes: changedFields(row, null),
    });
  });
}

/** A page of a plain reference table (no join): `where` filters, `orderBy` sorts (then id, for stable pages). */
export function listRows<T>(
  db: Db,
  query: TAdminListQuery,
  kind: CatalogKind<never>,
  { columns, where, orderBy }: { columns: Record<string, PgColumn>; where?: SQL; orderBy: SQL[] },
): Promise<TAdminPage<T>> {
  return listPage<T>(query, {
    rows: async ({ limit, offset }) =>
      (await db
        .select(columns)
        .from(kind.table)
        .where(where)
        .orderBy(...orderBy, kind.table.id)
        .limit(limit)
        .offset(offset)) as T[],
    total: async () => (await db.select({ value: count() }).from(kind.table).where(where))[0]?.value ?? 0,
  });
}
