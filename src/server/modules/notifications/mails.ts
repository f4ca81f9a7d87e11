import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isMailTopic, notificationLinks, type TMailTopic } from '#contracts/notifications-terms';
import type { DbOrTx } from '#server/db/index';
import { profiles } from '#server/modules/profiles/read-model';
import { sendMail } from '#server/modules/mail/index';
import { notificationMail, type MailLine } from './notification-mail.tsx';

/** What a notification mail needs to build its links: the site's address and the key that signs unsubscribe tokens. */
export type MailLinks = { baseUrl: string; secret: string };

const signature = (secret: string, userId: string, topic: string) =>
  createHmac('sha256', secret).update(`mail-unsubscribe:${userId}:${topic}`).digest('base64url');

/**
 * The token of a mail's unsubscribe link: the member and the topic, signed with the auth secret
 * (HMAC-SHA256). It does not expire: a link in an old mail keeps working, and it can only turn
 * one topic off for one member.
 */
export function unsubscribeToken(secret: string, userId: string, topic: TMailTopic): string {
  return `${userId}.${topic}.${signature(secret, userId, topic)}`;
}

/** The member and topic of a well-signed token; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: TMailTopic } | null {
  const [userId, topic, given, ...rest] = token.split('.');
  if (!userId || !topic || !given || rest.length > 0 || !isMailTopic(topic)) return null;
  const expected = Buffer.from(signature(secret, userId, topic));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, topic };
}

export type NotificationMail = {
  userId: string;
  /** The topic the member can turn off; none for a mail about their account, which is always sent. */
  topic?: TMailTopic;
  title: string;
  lines: MailLine[];
  /** The page the mail leads to (a path of the site). */
  path: string;
  /** An optional mail turned off by its own link rather than by a topic (a saved search's alert): the paths of the site. */
  ownOptOut?: { unsubscribePath: string; oneClickPath: string; preferencesPath: string };
};

/**
 * Mails a member about a notification, inside the caller's transaction, unless they turned the
 * topic off (or deleted their account). A mail with a topic ends with its unsubscribe link.
 * Returns whether a mail was written to the outbox.
 */
export async function sendNotificationMail(tx: DbOrTx, links: MailLinks, mail: NotificationMail): Promise<boolean> {
  const [recipient] = await tx
    .select({
      email: profiles.email,
      fullName: profiles.fullName,
      optOuts: profiles.mailOptOuts,
      deletedAt: profiles.deletedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, mail.userId));
  if (!recipient || recipient.deletedAt || (mail.topic && recipient.optOuts.includes(mail.topic))) return false;
  const token = mail.topic && unsubscribeToken(links.secret, mail.userId, mail.topic);
  const own = mail.ownOptOut;
  await sendMail(
    tx,
    notificationMail({
      to: recipient.email,
      name: recipient.fullName,
      title: mail.title,
      lines: mail.lines,
      url: `${links.baseUrl}${mail.path}`,
      optOut: token
        ? {
            unsubscribeUrl: `${links.baseUrl}${notificationLinks.unsubscribe(token)}`,
            preferencesUrl: `${links.baseUrl}${notificationLinks.mailPreferences}`,
            oneClickUrl: `${links.baseUrl}${notificationLinks.oneClickUnsubscribe(token)}`,
          }
        : own
          ? {
              unsubscribeUrl: `${links.baseUrl}${own.unsubscribePath}`,
              preferencesUrl: `${links.baseUrl}${own.preferencesPath}`,
              oneClickUrl: `${links.baseUrl}${own.oneClickPath}`,
            }
          : undefined,
    }),
  );
  return true;
}
