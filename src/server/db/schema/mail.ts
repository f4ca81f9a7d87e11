import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { mailStatus } from './enums.ts';

/**
 * Every mail the app sends is recorded here first (the embedded default's mailbox), with a
 * `mail.deliver` background job: 'stored' until delivered ('sent') or given up ('failed').
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The one-click unsubscribe address (RFC 8058) sent in the List-Unsubscribe header, if any. */
    listUnsubscribe: text('list_unsubscribe'),
    status: mailStatus('status').notNull().default('stored'),
    /** Delivery attempts so far; `error` is the last one's. */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
