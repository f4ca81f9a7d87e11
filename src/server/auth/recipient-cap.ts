import type { DbOrTx } from '#server/db/client';
import { sendMail, type MailContent } from '#server/modules/mail/index';
import { countHit, emailKey } from './counters.ts';

/** Auth mails a visitor can have sent to one address per window (the per-IP limits cannot see many IPs). */
export const AUTH_MAILS_PER_RECIPIENT = 3;
const AUTH_MAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sends an auth mail that a visitor can trigger (password reset, verification resend, email
 * change confirmation, "you already have an account") unless its recipient has had
 * AUTH_MAILS_PER_RECIPIENT of them in the window. Over the cap the mail is dropped silently:
 * the request gets the answer it always gets, so the cap tells nothing about the address.
 */
export async function sendCappedAuthMail(db: DbOrTx, to: string, content: MailContent): Promise<void> {
  const count = await countHit(db, `auth-mail-recipient:${emailKey(to)}`, AUTH_MAIL_WINDOW_MS);
  if (count > AUTH_MAILS_PER_RECIPIENT) return;
  await sendMail(db, content);
}
