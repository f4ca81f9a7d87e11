import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';
import { sendMail } from '#server/modules/mail/index';
import { emailChangedMail } from './mails.tsx';

/**
 * After Better Auth updates a user: when the address changed (an email change's link was
 * followed), the profile's copy follows and the previous address is told, in one transaction.
 * Other updates find nothing to change.
 */
export async function syncProfileEmail(db: Db, updated: { id: string; email?: string | null }) {
  const email = updated.email;
  if (!email) return;
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, updated.id))
      .for('update');
    if (!profile || profile.email === email) return;
    await tx.update(profiles).set({ email }).where(eq(profiles.id, updated.id));
    await sendMail(tx, emailChangedMail(profile.email, profile.fullName, email));
  });
}
