import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { profiles } from './profiles.ts';

/**
 * A member's favourite (ADR 0050): a community manager kept by a client, or a mission kept by a
 * community manager. Exactly one target. A favourite outlives its target's closing, suspension or
 * deletion (the list says so): profiles are never deleted (tombstones), and a mission the
 * moderation deletes leaves its id and the title it had when it was kept.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** No foreign key: a mission the moderation deletes stays listed as removed (and can be un-kept). */
    missionId: uuid('mission_id'),
    /** The mission's title when it was kept: what the list still shows once the mission is removed. */
    missionTitle: text('mission_title'),
    ...timestamps,
  },
  (t) => [
    check('favourites_one_target_check', sql`(${t.managerId} IS NULL) <> (${t.missionId} IS NULL)`),
    check('favourites_mission_title_check', sql`(${t.missionId} IS NULL) = (${t.missionTitle} IS NULL)`),
    uniqueIndex('favourites_user_manager_idx').on(t.userId, t.managerId),
    uniqueIndex('favourites_user_mission_idx').on(t.userId, t.missionId),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
    index('favourites_manager_idx').on(t.managerId),
    index('favourites_mission_idx').on(t.missionId),
  ],
);
