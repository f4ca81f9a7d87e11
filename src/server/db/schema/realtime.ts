import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The realtime events published in the last minutes (ADR 0032): their id is the stream's `id:`,
 * so a browser reconnecting with `Last-Event-ID`, on any instance, gets what it missed, and an
 * instance whose listener was away reads what it did not hear. Pruned by age.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_user_idx').on(t.userId, t.id), index('realtime_events_created_idx').on(t.createdAt)],
);
