/** Notifications about recent events: applications, decisions, messages and reviews. */
import { notificationLinks, notificationTexts } from '#contracts/notifications-terms';
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

/**
 * Read as the product marks them: a member's notifications are read up to their last visit
 * ('Tout marquer comme lu'), and a conversation's notification (one per conversation, as the
 * notifier writes it) is read once its messages are. Random read flags made the bell say
 * "6 non lues" over a list of 5 with 2 unread (issue 22).
 */
export function buildNotifications(applications: Application[], messages: Message[], reviews: Review[]): Notification[] {
  const notifications: Notification[] = [];
  const ageDays = (at: Date) => (REFERENCE_DATE.getTime() - at.getTime()) / duration.day;
  const recent = (member: Member, at: Date) => ageDays(at) < (DEMO_IDS.has(member.id) ? DEMO_RECENT_DAYS : RECENT_DAYS);
  const lastVisits = new Map<string, number>();
  /** The member's last visit, between half a day and 4 days before the reference date. */
  const lastVisit = (member: Member) => {
    if (!lastVisits.has(member.id))
      lastVisits.set(member.id, REFERENCE_DATE.getTime() - Random.for(`visit:${member.id}`).int(12, 96) * duration.hour);
    return lastVisits.get(member.id)!;
  };
  const notify = (member: Member, type: NotificationType, source: string, at: Date, values: Record<string, string | number>) => {
    if (!recent(member, at)) return;
    const text = NOTIFICATION_TEXTS[type];
    notifications.push({
      id: demoId('notification', type, source),
      member,
      type,
      title: text.title,
      body: fill(text.body, values),
      link: text.link(values),
      read: at.getTime() <= lastVisit(member),
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
  for (const conversation of conversationsToDemoAccounts(messages)) {
    const last = conversation.at(-1)!;
    if (!recent(last.receiver, last.createdAt)) continue;
    const unread = conversation.filter((message) => !message.read).length;
    const texts = notificationTexts.messageReceived;
    notifications.push({
      id: demoId('notification', 'message.received', last.id),
      member: last.receiver,
      type: 'message.received',
      title: texts.title,
      body: unread > 1 ? texts.bodyMany(last.sender.fullName, unread) : texts.body(last.sender.fullName),
      link: notificationLinks.conversation(last.sender.id),
      read: unread === 0,
      createdAt: last.createdAt,
    });
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

/** The messages each demo account received, by sender, oldest first. */
function conversationsToDemoAccounts(messages: Message[]): Message[][] {
  const bySender = new Map<string, Message[]>();
  for (const message of messages) {
    if (!DEMO_IDS.has(message.receiver.id)) continue;
    const key = `${message.receiver.id}:${message.sender.id}`;
    bySender.set(key, [...(bySender.get(key) ?? []), message]);
  }
  return [...bySender.values()].map((conversation) => conversation.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
}
