import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TContactWarningReason } from '#contracts/contact-warnings';
import { id, timestamps } from './columns.ts';
import { missions } from './missions.ts';
import { profiles } from './profiles.ts';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The mission a client wrote about to one of its applicants (the conversation says so). */
    jobId: uuid('job_id').references(() => missions.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    reported: boolean('reported').notNull().default(false),
    /** Set when an admin removed the message: its content is then empty ('Message supprimé par la modération'). */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /**
     * What the scam detector found in it when it was sent before a hire (ADR 0057): its receiver
     * sees a safety notice under it. Empty otherwise; null until screened (messages sent before the
     * detector existed, the demo's), which the start-up screening does before the server listens.
     */
    warnings: text('warnings')
      .array()
      .$type<TContactWarningReason[]>()
      .default(sql`'{}'::text[]`),
    /** Set when it warned and its sender's account was younger than 7 days: in the moderation queue. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('messages_content_check', sql`char_length(btrim(${t.content})) > 0 OR ${t.moderatedAt} IS NOT NULL`),
    index('messages_flagged_idx')
      .on(t.createdAt)
      .where(sql`${t.flaggedAt} IS NOT NULL`),
    // What the start-up screening looks for: empty once every message was screened.
    index('messages_unscreened_idx')
      .on(t.id)
      .where(sql`${t.warnings} IS NULL`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reported: boolean('reported').notNull().default(false),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reviewedId: uuid('reviewed_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => missions.id, { onDelete: 'set null' }),
    /**
     * Double-blind: null while hidden; set when both sides have reviewed the mission or 14 days
     * after the first review. Only published reviews are shown and counted.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    unique('reviews_job_reviewer_unique').on(t.jobId, t.reviewerId),
    check('reviews_not_self_check', sql`${t.reviewerId} <> ${t.reviewedId}`),
    index('reviews_reviewed_idx').on(t.reviewedId),
    index('reviews_unpublished_idx')
      .on(t.createdAt)
      .where(sql`${t.publishedAt} IS NULL`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    /** When its subject was mailed (a conversation left unread: one mail while this notification is unread). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
