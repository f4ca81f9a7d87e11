import { count, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TAdminListQuery, TAdminPage } from '#contracts/admin';
import { CATALOG_AUDIT_ENTITIES, CATALOG_TEXTS } from '#contracts/admin-catalog-terms';
import type { Db, Tx } from '#server/db/index';
import { conflict, idOr404 } from '#server/http/errors';
import { addCatalogEntry, changeCatalogEntry, removeCatalogEntry, type CatalogKind } from '#server/modules/catalog/index';
import { changedFields, recordAudit } from '../audit.ts';
import { listPage } from '../list.ts';

/**
 * The back office's changes to reference data: the catalogue module writes the entry (its
 * checks and refusals, modules/catalog/entries.ts), the admin adds its audit entry in the same
 * transaction.
 */

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
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
    const { row, values } = await addCatalogEntry(tx, kind, data);
    const entity = auditEntity(kind as CatalogKind<never>);
    await recordAudit(tx, actorId, {
      action: `${entity}.create`,
      entity,
      entityId: row.id,
      label: kind.label(row),
      changes: changedFields(null, values),
    });
    return row.id;
  });
}

export function updateRow<TData>(db: Db, actorId: string, kind: CatalogKind<TData>, rawId: string, data: TData): Promise<string> {
  const id = idOr404(rawId, CATALOG_TEXTS[kind.resource].notFound);
  return write(db, kind as CatalogKind<never>, async (tx) => {
    const { before, after, values } = await changeCatalogEntry(tx, kind, id, data);
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
    const row = await removeCatalogEntry(tx, kind, id);
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
