import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { complaintOutcome, complaintParty, decisionAction, noticeCategory, noticeTarget } from './enums.ts';

/**
 * Notice and action (DSA, ADR 0058). Four append-only tables: a database trigger refuses any
 * UPDATE or DELETE of their rows, so no notice, decision, complaint or answer can be edited
 * afterwards. Members are referred to by id without a foreign key: these records outlive the
 * content and the accounts they are about.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    targetType: noticeTarget('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** What was reported, as it read when reported ('Profil de Camille Martin'). */
    targetLabel: text('target_label').notNull(),
    /** The reported text when filed (the content itself may later go). */
    excerpt: text('excerpt').notNull(),
    /** The member whose content it is (null for content without a member author). */
    authorId: uuid('author_id'),
    category: noticeCategory('category').notNull(),
    explanation: text('explanation').notNull(),
    /** The member who reported it (null for a visitor). */
    notifierId: uuid('notifier_id'),
    /** Where the acknowledgement and the outcome go (null only for reports made before the notices existed). */
    notifierEmail: text('notifier_email'),
    goodFaith: boolean('good_faith').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_target_idx').on(t.targetType, t.targetId), index('notices_created_idx').on(t.createdAt)],
);

export const noticeDecisions = pgTable(
  'notice_decisions',
  {
    id: id(),
    noticeId: uuid('notice_id')
      .notNull()
      .unique()
      .references(() => notices.id),
    action: decisionAction('action').notNull(),
    ground: text('ground').notNull(),
    automatedDetection: boolean('automated_detection').notNull(),
    deciderId: uuid('decider_id'),
    deciderName: text('decider_name').notNull(),
    /** The secret of the statement of reasons' 'Contester la décision' link. */
    complaintToken: text('complaint_token').notNull().unique(),
    /** The secret of the notifier's 'Contester la décision' link (null for decisions made before notifiers could contest). */
    notifierComplaintToken: text('notifier_complaint_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_decisions_created_idx').on(t.createdAt)],
);

/** A decision's complaints: at most one per party (the author, the notifier). */
export const decisionComplaints = pgTable(
  'decision_complaints',
  {
    id: id(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => noticeDecisions.id),
    party: complaintParty('party').notNull().default('author'),
    explanation: text('explanation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('decision_complaints_decision_party_key').on(t.decisionId, t.party)],
);

export const complaintAnswers = pgTable('complaint_answers', {
  id: id(),
  complaintId: uuid('complaint_id')
    .notNull()
    .unique()
    .references(() => decisionComplaints.id),
  outcome: complaintOutcome('outcome').notNull(),
  answer: text('answer').notNull(),
  answererId: uuid('answerer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
