import { eq } from 'drizzle-orm';
import type { TContactRequest } from '#contracts/contact';
import { contactUserTypeLabels, newsletterMessages } from '#contracts/contact-terms';
import type { Db } from '#server/db/client';
import { contactRequests, newsletterSubscriptions, settings } from '#server/db/schema/index';
import { sendMail } from '#server/modules/mail/index';

const FALLBACK_CONTACT_EMAIL = 'contact@cmconnect.fr';

/** Stores the request and its mail to the contact address from the settings, in one transaction. */
export async function submitContactRequest(db: Db, request: TContactRequest) {
  await db.transaction(async (tx) => {
    await tx.insert(contactRequests).values(request);
    const [row] = await tx.select({ contactEmail: settings.contactEmail }).from(settings).where(eq(settings.id, 1));
    await sendMail(tx, {
    to: row?.contactEmail ?? FALLBACK_CONTACT_EMAIL,
    subject: `[Contact] ${request.subject}`,
    text: [
      `Nouveau message reçu via le formulaire de contact.`,
      '',
      `Nom : ${request.name}`,
      `Email : ${request.email}`,
      `Profil : ${contactUserTypeLabels[request.userType]}`,
      `Sujet : ${request.subject}`,
      '',
      request.message,
    ].join('\n'),
    });
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
