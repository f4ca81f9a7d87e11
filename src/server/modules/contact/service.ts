import type { TContactRequest } from '#contracts/contact';
import { newsletterMessages } from '#contracts/contact-terms';
import type { Db } from '#server/db/client';
import { contactRequests, newsletterSubscriptions } from '#server/db/schema/index';
import { sendMail } from '#server/modules/mail/index';
import { readSettings } from '#server/modules/settings/index';
import { contactRequestMail } from './contact-mail.tsx';

/**
 * Stores the request and its mail (through the outbox) to the contact address of the admin
 * settings ('Email de contact'), in one transaction.
 */
export async function submitContactRequest(db: Db, request: TContactRequest) {
  await db.transaction(async (tx) => {
    await tx.insert(contactRequests).values(request);
    const { contactEmail } = await readSettings(tx);
    await sendMail(tx, contactRequestMail(contactEmail, request));
  });
}

/** Subscribes an email once; a second subscription is answered politely. */
export async function subscribeToNewsletter(db: Db, email: string) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  const alreadySubscribed = inserted.length === 0;
  return {
    alreadySubscribed,
    message: alreadySubscribed ? newsletterMessages.alreadySubscribed : newsletterMessages.subscribed,
  };
}
