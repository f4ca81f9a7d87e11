import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { applicationStatusLabels, rejectionText } from '#contracts/applications-terms';
import { moderatedMissionNotice } from '#contracts/admin-missions-terms';
import { formatPrice } from '#contracts/payments-terms';
import { reviewMessages } from '#contracts/reviews-terms';
import { messageExcerpt, notificationLinks, notificationTexts, type TMailTopic } from '#contracts/notifications-terms';
import { CONTACT_WARNING_REASONS, type TContactWarningReason } from '#contracts/contact-warnings';
import { contactWarningTexts } from '#contracts/contact-warnings-terms';
import type { Db, Tx } from '#server/db/index';
import { messages } from '#server/modules/messages/read-model';
import { findReceipt } from '#server/modules/payments/index';
import { profiles } from '#server/modules/profiles/read-model';
import {
  claimNotificationMail,
  createNotification,
  refreshOrCreateNotification,
  sendNotificationMail,
  type MailLinks,
} from '#server/modules/notifications/index';
import { queueImmediateAlerts } from '#server/modules/saved-searches/index';
import { enqueuePush, type BackgroundJobHandler } from '#server/queue/index';
import type { DomainEvent, DomainEventType } from './events.ts';
import { recordEvent } from './record.ts';

/** One member told of an event: in the app (with its push), and by mail when the notice has one and the member wants it. */
type Notice = {
  userId: string;
  type: string;
  title: string;
  body: string;
  link: string;
  /** Without a topic, a mail the member cannot turn off (about their account). */
  mail?: { topic?: TMailTopic; lines: string[] };
};

async function notify(tx: Tx, links: MailLinks, { mail, ...notification }: Notice) {
  await createNotification(tx, notification);
  if (mail) await sendNotificationMail(tx, links, { userId: notification.userId, title: notification.title, path: notification.link, ...mail });
}

const missionClosedNotice = (userId: string, title: string): Notice => {
  const texts = notificationTexts.missionClosed;
  const body = texts.body(title);
  return {
    userId,
    type: 'mission.closed',
    title: texts.title,
    body,
    link: notificationLinks.ownApplications,
    mail: { topic: 'application_answered', lines: [body] },
  };
};

const moderationNotice = (userId: string, title: string, body: string): Notice => ({
  userId,
  type: 'mission.moderated',
  title,
  body,
  link: notificationLinks.ownMissions,
});

async function countUnread(tx: Tx, receiverId: string, senderId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, receiverId), eq(messages.senderId, senderId), eq(messages.read, false)));
  return Number(row?.count ?? 0);
}

/**
 * The sender's messages the receiver has not read, oldest first (those the moderation removed left
 * out): their texts, and what the scam detector found in any of them (ADR 0057).
 */
async function unreadMessages(tx: Tx, receiverId: string, senderId: string): Promise<{ texts: string[]; warnings: TContactWarningReason[] }> {
  const rows = await tx
    .select({ content: messages.content, warnings: messages.warnings })
    .from(messages)
    .where(and(eq(messages.receiverId, receiverId), eq(messages.senderId, senderId), eq(messages.read, false), isNull(messages.moderatedAt)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const found = new Set(rows.flatMap((row) => row.warnings));
  return { texts: rows.map((row) => row.content), warnings: CONTACT_WARNING_REASONS.filter((reason) => found.has(reason)) };
}

async function isUnread(tx: Tx, messageId: string): Promise<boolean> {
  const [row] = await tx.select({ read: messages.read }).from(messages).where(eq(messages.id, messageId));
  return row?.read === false;
}

/** A member's name as the notices show it ('Compte supprimé' once they deleted their account). */
async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  return row?.fullName ?? '';
}

/** What the handlers need besides the event: the key that signs unsubscribe links, how long a message may stay unread before it is mailed. */
export type NotifierSettings = { secret: string; messageMailDelayMs: number };

type Handlers = { [T in DomainEventType]: (tx: Tx, event: Extract<DomainEvent, { type: T }>, settings: NotifierSettings) => Promise<void> };

/** Each event and what its members are told: every notification, mail and push of a domain change is written here. */
const handlers: Handlers = {
  async 'application.submitted'(tx, event, { secret }) {
    const texts = notificationTexts.applicationReceived;
    const body = texts.body(await nameOf(tx, event.applicantId), event.missionTitle);
    await notify(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.ownerId,
        type: 'application.received',
        title: texts.title,
        body,
        link: notificationLinks.receivedApplications,
        mail: { topic: 'application_received', lines: [body, texts.mailAction] },
      },
    );
  },

  async 'application.answered'(tx, event, { secret }) {
    const label = applicationStatusLabels[event.status].toLowerCase();
    const texts = notificationTexts.applicationAnswered;
    const body = texts.body(event.missionTitle, label);
    const reason = event.rejection ? texts.reason(rejectionText(event.rejection)) : null;
    await notify(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.applicantId,
        type: `application.${event.status}`,
        title: texts.title(label),
        body: reason ? `${body} ${reason}` : body,
        link: notificationLinks.ownApplications,
        mail: {
          topic: 'application_answered',
          lines: event.status === 'accepted' ? [body, texts.acceptedNextStep] : [body, ...(reason ? [reason] : [])],
        },
      },
    );
  },

  async 'mission.published'(tx) {
    // Each saved search alerting immediately looks for its news in its own job (ADR 0049).
    await queueImmediateAlerts(tx);
  },

  async 'mission.closed'(tx, event, { secret }) {
    const links = { baseUrl: event.baseUrl, secret };
    for (const applicantId of event.rejectedApplicantIds) await notify(tx, links, missionClosedNotice(applicantId, event.title));
    if (event.by === 'moderation') {
      await notify(tx, links, moderationNotice(event.ownerId, moderatedMissionNotice.closedTitle, moderatedMissionNotice.closedBody(event.title)));
    }
  },

  async 'mission.removed'(tx, event, { secret }) {
    const links = { baseUrl: event.baseUrl, secret };
    for (const applicantId of event.rejectedApplicantIds) await notify(tx, links, missionClosedNotice(applicantId, event.title));
    await notify(tx, links, moderationNotice(event.ownerId, moderatedMissionNotice.deletedTitle, moderatedMissionNotice.deletedBody(event.title)));
  },

  async 'review.written'(tx, event) {
    // Hidden until the other side writes theirs (double-blind): a teaser, no mail.
    await createNotification(tx, {
      userId: event.reviewedId,
      type: 'review.awaiting',
      title: notificationTexts.reviewReceived.teaserTitle,
      body: reviewMessages.teaser(await nameOf(tx, event.reviewerId)),
      link: notificationLinks.reviewsToWrite,
    });
  },

  async 'review.published'(tx, event, { secret }) {
    const texts = notificationTexts.reviewReceived;
    const body = texts.body(await nameOf(tx, event.reviewerId), event.missionTitle);
    await notify(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.reviewedId,
        type: 'review.received',
        title: texts.title,
        body,
        link: notificationLinks.profile(event.reviewedId),
        mail: { topic: 'review_received', lines: [body, texts.mailAction] },
      },
    );
  },

  async 'message.sent'(tx, event, { messageMailDelayMs }) {
    // One notification per unread conversation, refreshed by each new message; counted under its
    // lock, so events handled out of order or side by side still count every unread message.
    const texts = notificationTexts.messageReceived;
    const link = notificationLinks.conversation(event.senderId);
    const told = await refreshOrCreateNotification(tx, { userId: event.receiverId, type: MESSAGE_NOTIFICATION, link }, async () => {
      const unread = await countUnread(tx, event.receiverId, event.senderId);
      if (unread === 0) return null; // read already: nothing to tell
      const name = await nameOf(tx, event.senderId);
      return { title: texts.title, body: unread > 1 ? texts.bodyMany(name, unread) : texts.body(name) };
    });
    // Still unread after the delay, the conversation is mailed (message.unread).
    if (told) await recordEvent(tx, { ...event, type: 'message.unread' }, { runAt: new Date(Date.now() + messageMailDelayMs) });
    // The receiver's open screens and the sender's other tabs.
    const push = { type: 'message', data: { id: event.messageId, senderId: event.senderId, receiverId: event.receiverId } } as const;
    await enqueuePush(tx, event.receiverId, push);
    await enqueuePush(tx, event.senderId, push);
  },

  async 'message.unread'(tx, event, { secret }) {
    // One mail per conversation while its notification is unread: the first message still unread
    // after the delay claims it; the next ones find it mailed, until the conversation is read.
    if (!(await isUnread(tx, event.messageId))) return;
    const link = notificationLinks.conversation(event.senderId);
    if (!(await claimNotificationMail(tx, { userId: event.receiverId, type: MESSAGE_NOTIFICATION, link }))) return;
    const texts = notificationTexts.messageReceived;
    const name = await nameOf(tx, event.senderId);
    const unread = await unreadMessages(tx, event.receiverId, event.senderId);
    // The safety notice the thread shows under such messages goes with them in the mail.
    const notice = unread.warnings.length > 0 ? [contactWarningTexts.receiver(unread.warnings)] : [];
    await sendNotificationMail(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.receiverId,
        topic: 'message_received',
        title: texts.mailTitle(name),
        lines: [texts.mailIntro(name), ...messageExcerpt(unread.texts), ...notice, texts.mailAction],
        path: link,
      },
    );
  },

  async 'message.removed'(tx, event) {
    // Both members' open conversations show 'Message supprimé par la modération' in its place.
    const push = { type: 'message_moderated', data: { id: event.messageId, senderId: event.senderId, receiverId: event.receiverId } } as const;
    await enqueuePush(tx, event.senderId, push);
    await enqueuePush(tx, event.receiverId, push);
  },

  async 'conversation.read'(tx, event) {
    // The reader's other tabs update their unread badges.
    await enqueuePush(tx, event.readerId, { type: 'messages_read', data: { partnerId: event.partnerId } });
  },

  async 'purchase.completed'(tx, event, { secret }) {
    // The tab that paid (and the member's others) unlock the form without a reload.
    await enqueuePush(tx, event.userId, { type: 'entitlement', data: { purpose: event.purpose, targetId: event.targetId } });
    // The confirmation with its receipt: about a payment, always sent (no topic to turn off).
    const receipt = await findReceipt(tx, event.receiptId);
    if (!receipt) return;
    const texts = notificationTexts.purchaseCompleted;
    await sendNotificationMail(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.userId,
        title: texts.title,
        lines: [
          texts.body(formatPrice(receipt.content.totalCents, receipt.content.currency), receipt.content.item),
          texts.mailAction(receipt.number),
        ],
        path: notificationLinks.purchases,
      },
    );
  },

  async 'credit.earned'(tx, event, { secret }) {
    // About money: in the app and always by mail (no topic to turn off).
    const texts = notificationTexts.creditEarned;
    const body = texts.body(formatPrice(event.amountCents), texts.why[event.reason](event.missionTitle));
    await notify(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.userId,
        type: 'credit.earned',
        title: texts.title,
        body,
        link: notificationLinks.purchases,
        mail: { lines: [body, texts.mailAction] },
      },
    );
  },

  async 'account.suspended'(tx, event, { secret }) {
    // Signed out and unable to sign in again: told by mail only, whatever their mail preferences.
    const texts = notificationTexts.accountSuspended;
    await sendNotificationMail(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.userId,
        title: texts.title,
        lines: [texts.body, texts.mailAction],
        path: notificationLinks.contact,
      },
    );
  },

  async 'account.reactivated'(tx, event, { secret }) {
    const texts = notificationTexts.accountReactivated;
    await notify(
      tx,
      { baseUrl: event.baseUrl, secret },
      {
        userId: event.userId,
        type: 'account.reactivated',
        title: texts.title,
        body: texts.body,
        link: notificationLinks.dashboard,
        mail: { lines: [texts.body, texts.mailAction] },
      },
    );
  },
};

/** The type of a conversation's message notification (marked read when the conversation is opened). */
export const MESSAGE_NOTIFICATION = 'message.received';

/**
 * The `domain.event` job (its payload checked by the worker against `ZDomainEvent`): the
 * notifier tells the members concerned, in one transaction per event (all its notices are
 * written, or none and the job runs again). `settings.secret` signs the mails' unsubscribe links.
 */
export function notifierHandler(db: Db, settings: NotifierSettings): BackgroundJobHandler<'domain.event'> {
  return (event) => {
    const handle = handlers[event.type] as (tx: Tx, event: DomainEvent, settings: NotifierSettings) => Promise<void>;
    return db.transaction((tx) => handle(tx, event, settings));
  };
}
