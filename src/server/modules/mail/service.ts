import { desc, eq } from 'drizzle-orm';
import type { OutgoingMail, MailTransport } from '#server/adapters/mail/transport';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/index';

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/**
 * Records every mail in the outbox, then hands it to the configured transport. A delivery
 * failure is logged and kept on the outbox row (status 'failed'); it never undoes the
 * action that sent the mail.
 */
export function createMailer(db: Db, transport: MailTransport, from: string, onError: (error: unknown) => void): Mailer {
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      try {
        await transport.deliver({ ...mail, from });
        if (transport.kind === 'smtp' && row) {
          await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        }
      } catch (error) {
        onError(error);
        if (row) {
          await db
            .update(mailOutbox)
            .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    },
  };
}

export function listMailbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
