import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TSearchAlert } from '#contracts/saved-searches-terms';
import type { TSearchType } from '#contracts/search-terms';
import { id, timestamps } from './columns.ts';
import { profiles } from './profiles.ts';

/**
 * A member's saved search (ADR 0049): the search page's query string, normalised, and for a
 * mission search its alert. Missions published after `last_alert_at` are the alert's news.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search page's tab. */
    type: text('type').$type<TSearchType>().notNull(),
    /** The search page's query string without its page (`type=jobs&q=instagram&location=Lyon`). */
    query: text('query').notNull(),
    alert: text('alert').$type<TSearchAlert>().notNull().default('none'),
    /** The last alert (or when the alert was turned on): missions published after it are new. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** The morning a daily or weekly alert is due (its scheduled job carries the same time). */
    nextAlertAt: timestamp('next_alert_at', { withTimezone: true }),
    /** The address the member used when saving or last changing it: the alert's links lead there (null: the public URL). */
    linkBase: text('link_base'),
    ...timestamps,
  },
  (t) => [
    check('saved_searches_type_check', sql`${t.type} IN ('managers', 'jobs')`),
    check('saved_searches_alert_check', sql`${t.alert} IN ('none', 'immediate', 'daily', 'weekly')`),
    check('saved_searches_alert_jobs_check', sql`${t.alert} = 'none' OR ${t.type} = 'jobs'`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_immediate_idx')
      .on(t.id)
      .where(sql`${t.alert} = 'immediate'`),
  ],
);
