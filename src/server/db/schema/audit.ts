import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { user } from './auth.ts';

/** What an admin changed: one row per mutation of the back-office, written in its transaction (ADR 0023). */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The admin; kept (null) if that account is later removed. */
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's name at the time, so the entry still reads after the account is gone. */
    actorName: text('actor_name').notNull(),
    /** `<entity>.<verb>`, e.g. `skill.create`, `message.remove`, `user.suspend`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** A human label of the row (a skill's name, a mission's title), for the activity feed. */
    label: text('label'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
