/**
 * The notices behind the demo's reported messages and reviews (ADR 0058): a report is a notice, so
 * the moderation's queue and the transparency report count them. Each is filed by the member who
 * received the message or the review, a few days before the reference date, and not decided yet.
 */
import type { notices } from '#server/db/schema/index';
import { excerptOf, reportedLabels } from '#server/modules/notices/index';
import { REPORTED_MESSAGE_NOTICES, REPORTED_REVIEW_NOTICES, type DemoNotice } from './fixtures/activity-texts.ts';
import { demoId } from './ids.ts';
import type { DemoWorld, Member } from './model.ts';
import { Random } from './random.ts';
import { between, daysBefore, duration, later, latest, REFERENCE_DATE } from './time.ts';

/** Reports are recent: the moderation has not decided on them yet. */
const RECENT_DAYS = 10;

type Reported = { type: 'message' | 'review'; id: string; label: string; text: string | null; author: Member; notifier: Member; at: Date };

function notice(reported: Reported, said: DemoNotice): typeof notices.$inferInsert {
  const random = Random.for(`notice:${reported.id}`);
  return {
    id: demoId('notice', reported.type, reported.id),
    targetType: reported.type,
    targetId: reported.id,
    targetLabel: reported.label,
    excerpt: excerptOf(reported.text),
    authorId: reported.author.id,
    category: said.category,
    explanation: said.explanation,
    notifierId: reported.notifier.id,
    notifierEmail: reported.notifier.email,
    goodFaith: true,
    createdAt: between(random, latest(later(reported.at, duration.hour), daysBefore(RECENT_DAYS)), later(REFERENCE_DATE, -duration.hour)),
  };
}

export function noticeRows(world: Pick<DemoWorld, 'messages' | 'reviews'>): (typeof notices.$inferInsert)[] {
  const messages = world.messages
    .filter((m) => m.reported)
    .map((m) =>
      notice(
        {
          type: 'message',
          id: m.id,
          label: reportedLabels.message(m.sender.fullName, m.receiver.fullName),
          text: m.content,
          author: m.sender,
          notifier: m.receiver,
          at: m.createdAt,
        },
        REPORTED_MESSAGE_NOTICES[m.content as keyof typeof REPORTED_MESSAGE_NOTICES],
      ),
    );
  const reviews = world.reviews
    .filter((r) => r.reported)
    .map((r) =>
      notice(
        {
          type: 'review',
          id: r.id,
          label: reportedLabels.review(r.reviewer.fullName, r.reviewed.fullName),
          text: r.comment,
          author: r.reviewer,
          notifier: r.reviewed,
          at: r.createdAt,
        },
        Random.for(`notice-said:${r.id}`).pick(REPORTED_REVIEW_NOTICES),
      ),
    );
  return [...messages, ...reviews];
}
