import { desc, sql } from 'drizzle-orm';
import type { TAuditEntry } from '#contracts/admin';
import { user } from '#server/auth/read-model';
import { type Db, type DbOrTx, auditLog, type AuditChanges } from '#server/db/index';

export type AuditEntryInput = {
  /** `<entity>.<verb>`: `skill.create`, `message.remove`, `user.suspend`… */
  action: string;
  entity: string;
  entityId?: string | null;
  /** A human label of the row (its name or title) for 'Activité récente'. */
  label?: string | null;
  changes?: AuditChanges;
  /** The name written when the actor has no account (a visitor's notice): 'Administrateur' otherwise. */
  actorName?: string;
};

/**
 * Writes who did what to which row: call it inside the mutation's transaction, so the entry
 * exists exactly when the change does (ADR 0023). The actor's name is copied at write time.
 */
export async function recordAudit(tx: DbOrTx, actorId: string | null, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId,
    actorName: sql`coalesce((select ${user.name} from ${user} where ${user.id} = ${actorId}), ${entry.actorName ?? 'Administrateur'})`,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    label: entry.label ?? null,
    changes: entry.changes ?? {},
  });
}

/** The fields whose value differs between two versions of a row, as { field: { from, to } }. */
export function changedFields<T extends Record<string, unknown>>(before: T | null, after: Partial<T> | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'id' || key === 'createdAt' || key === 'updatedAt') continue;
    const from = before?.[key];
    const to = after?.[key];
    if (after && !(key in after)) continue;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** The newest audit entries, for the dashboard's 'Activité récente'. */
export async function recentActivity(db: Db, limit: number): Promise<TAuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    label: row.label,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  }));
}
