import { desc, eq, sql } from 'drizzle-orm';
import type { MailTransport, OutgoingMail } from '#server/adapters/mail/transport';
import type { Db, DbOrTx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/index';
import { readSettings } from '#server/modules/settings/index';
import { enqueue, type BackgroundJobHandler } from '#server/queue/index';
import type { TSiteLanguage } from '#contracts/site-terms';

/** What a mail template takes from the admin settings: the product name it signs with, its language. */
export type MailBrand = { siteName: string; lang: TSiteLanguage };
/** A template: writes the mail (rendered by react-email, see renderMail) for the settings in force when it is sent. */
export type MailTemplate = (brand: MailBrand) => Promise<OutgoingMail>;
/** A mail, or its template. */
export type MailContent = OutgoingMail | MailTemplate;

/** The site's name and language, as the settings say now. */
export async function readMailBrand(db: DbOrTx): Promise<MailBrand> {
  const site = await readSettings(db);
  return { siteName: site.siteName, lang: site.defaultLanguage };
}

/** A mail is tried 10 times over 9 to 17 minutes (retry delays: half to all of 2 s, 4 s … 8.5 min) before it is marked failed. */
export const MAIL_MAX_ATTEMPTS = 10;

/**
 * Sends a mail: stores it in the outbox with a `mail.deliver` job, inside the caller's
 * transaction (a savepoint when given one), so the mail exists exactly when the change it
 * reports commits. The worker delivers it right after the commit and retries on failure.
 * A template is written with the site's name and language from the settings (read in the
 * same transaction).
 */
export function sendMail(db: DbOrTx, content: MailContent): Promise<void> {
  return db.transaction(async (tx) => {
    const mail = typeof content === 'function' ? await content(await readMailBrand(tx)) : content;
    const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    await enqueue(tx, { kind: 'mail.deliver', payload: { outboxId: row!.id }, maxAttempts: MAIL_MAX_ATTEMPTS });
  });
}

/**
 * The `mail.deliver` job: hands the outbox row to the transport (log or SMTP) and marks it
 * 'sent'; a failure is counted on the row with its error (and 'failed' after the last
 * attempt), then rethrown so the worker retries.
 */
export function mailDeliveryHandler(db: Db, transport: MailTransport, from: string): BackgroundJobHandler<'mail.deliver'> {
  return async ({ outboxId }, { lastAttempt }) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!mail || mail.status === 'sent') return;
    const attempts = sql`${mailOutbox.attempts} + 1`;
    try {
      const { defaultLanguage } = await readSettings(db);
      await transport.deliver({
        language: defaultLanguage,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        listUnsubscribe: mail.listUnsubscribe ?? undefined,
        from,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ attempts, error: message, status: lastAttempt ? 'failed' : 'stored' })
        .where(eq(mailOutbox.id, mail.id));
      throw error;
    }
    await db.update(mailOutbox).set({ attempts, status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, mail.id));
  };
}

export function listMailbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
