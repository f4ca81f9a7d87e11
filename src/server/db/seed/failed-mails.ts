/**
 * Two notification mails the demo's mail server refused until their attempts ran out: the
 * admin's 'Tâches en échec' screen shows their `mail.deliver` jobs, ready for 'Relancer'.
 */
import { DEFAULT_SITE_NAME } from '#contracts/site-terms';
import { notificationTexts } from '#contracts/notifications-terms';
import type { backgroundJobs, mailOutbox } from '#server/db/schema/index';
import { demoCmAccount, demoCompanyAccount, memberId } from './demo-members.ts';
import { demoId } from './ids.ts';
import type { Notification } from './model.ts';
import { duration, later } from './time.ts';

/** As many attempts as `sendMail` gives a mail (MAIL_MAX_ATTEMPTS). */
const ATTEMPTS = 10;
const REFUSALS = [
  { email: demoCompanyAccount.email, type: 'application.received', error: '421 4.7.0 Service temporairement indisponible, réessayez plus tard' },
  { email: demoCmAccount.email, type: 'message.received', error: '452 4.2.2 Boîte du destinataire pleine' },
] as const;

export function failedMails(notifications: Notification[]): {
  mails: (typeof mailOutbox.$inferInsert)[];
  jobs: (typeof backgroundJobs.$inferInsert)[];
} {
  const refused = REFUSALS.map((refusal) => {
    const notification = notifications
      .filter((n) => n.member.id === memberId(refusal.email) && n.type === refusal.type)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!notification) throw new Error(`demo data: no ${refusal.type} notification for ${refusal.email}`);
    const mailId = demoId('mail', notification.id);
    const gaveUpAt = later(notification.createdAt, 30 * duration.minute);
    return {
      mail: {
        id: mailId,
        to: refusal.email,
        subject: notificationTexts.mailSubject(notification.title, DEFAULT_SITE_NAME),
        text: notification.body,
        status: 'failed' as const,
        attempts: ATTEMPTS,
        error: refusal.error,
        createdAt: notification.createdAt,
        updatedAt: gaveUpAt,
      },
      job: {
        id: demoId('background-job', mailId),
        kind: 'mail.deliver',
        payload: { outboxId: mailId },
        status: 'failed' as const,
        attempts: ATTEMPTS,
        maxAttempts: ATTEMPTS,
        runAt: later(notification.createdAt, 15 * duration.minute),
        lastError: refusal.error,
        finishedAt: gaveUpAt,
        createdAt: notification.createdAt,
        updatedAt: gaveUpAt,
      },
    };
  });
  return { mails: refused.map((r) => r.mail), jobs: refused.map((r) => r.job) };
}
