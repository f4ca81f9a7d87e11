/** Notifications about recent events: applications, decisions, messages and reviews. */
import { demoCmAccount, demoCompanyAccount, demoIndividualAccount, memberId } from './demo-members.ts';
import { NOTIFICATION_TEXTS, type NotificationType } from './fixtures/activity-texts.ts';
import { demoId } from './ids.ts';
import type { Application, Member, Message, Notification, Review } from './model.ts';
import { Random } from './random.ts';
import { fill } from './text.ts';
import { duration, REFERENCE_DATE } from './time.ts';

/** Everyone has notifications of the last few days; the demo accounts of the last month. */
const RECENT_DAYS = 3;
const DEMO_RECENT_DAYS = 30;
const DEMO_IDS = new Set([demoCmAccount, demoCompanyAccount, demoIndividualAccount].map((a) => memberId(a.email)));

export function buildNotifications(applications: Application[], messages: Message[], reviews: Review[]): Notification[] {
  const random = Random.for('notifications');
  const notifications: Notification[] = [];
  const ageDays = (at: Date) => (REFERENCE_DATE.getTime() - at.getTime()) / duration.day;
  const notify = (member: Member, type: NotificationType, source: string, at: Date, values: Record<string, string | number>) => {
    if (ageDays(at) >= (DEMO_IDS.has(member.id) ? DEMO_RECENT_DAYS : RECENT_DAYS)) return;
    const text = NOTIFICATION_TEXTS[type];
    notifications.push({
      id: demoId('notification', type, source),
      member,
      type,
      title: text.title,
      body: fill(text.body, values),
      link: text.link(values),
      read: random.chance(ageDays(at) > 3 ? 0.9 : 0.3),
      createdAt: at,
    });
  };

  for (const application of applications) {
    const { mission, applicant } = application;
    const values = { name: applicant.fullName, job: mission.title, jobId: mission.id };
    notify(mission.client, 'application.received', application.id, application.createdAt, values);
    if (application.decidedAt) {
      const type = application.status === 'accepted' ? 'application.accepted' : 'application.rejected';
      notify(applicant, type, application.id, application.decidedAt, values);
    }
  }
  for (const message of messages) {
    if (DEMO_IDS.has(message.receiver.id)) {
      notify(message.receiver, 'message.received', message.id, message.createdAt, { name: message.sender.fullName });
    }
  }
  for (const review of reviews) {
    notify(review.reviewed, 'review.received', review.id, review.createdAt, {
      name: review.reviewer.fullName,
      rating: review.rating,
      profileId: review.reviewed.id,
    });
  }
  return notifications;
}
