import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DELETED_ACCOUNT_NAME, deletedAccountEmail, deleteAccountMessages } from '#contracts/account-settings-terms';
import type { Auth } from '#server/auth/index';
import { account, session, twoFactor, user, verification } from '#server/auth/read-model';
import type { Db, Tx } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { contactRequests, newsletterSubscriptions } from '#server/modules/contact/read-model';
import { jobs } from '#server/modules/jobs/read-model';
import { mailOutbox } from '#server/modules/mail/read-model';
import { notifications } from '#server/modules/notifications/read-model';
import { communityManagers, companies, profiles, userSkills } from '#server/modules/profiles/read-model';
import { escapeHtml } from '#server/http/html';
import { invalid, unauthenticated } from '#server/http/errors';
import { closeMission } from '#server/modules/jobs/index';
import type { LinkBase } from '#server/modules/notifier/index';
import { enqueueAvatarRemoval } from '#server/modules/profiles/index';

/** Names shorter than this are not searched for in other members' texts (too likely to hit other words). */
const MIN_SCRUBBED_NAME_LENGTH = 3;

/** The password check of "Supprimer mon compte": the account's own credential, as at sign-in. */
async function assertPassword(db: Db, auth: Auth, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const context = await auth.$context;
  const valid = credential?.hash ? await context.password.verify({ hash: credential.hash, password }) : false;
  if (!valid) throw invalid({ password: deleteAccountMessages.passwordWrong });
}

/** `column` with every occurrence of `name` replaced by the deleted account's label. */
const scrubbed = (column: PgColumn, name: string, label = DELETED_ACCOUNT_NAME) => sql`replace(${column}, ${name}, ${label})`;
const mentions = (column: PgColumn, name: string): SQL => sql`strpos(${column}, ${name}) > 0`;

/**
 * The member's missions: drafts deleted, open ones closed as abandoned (closeMission), which
 * answers their pending applications as any closing does (rejected, authors told after the commit).
 */
async function closeMissions(tx: Tx, links: LinkBase, userId: string) {
  await tx.delete(jobs).where(and(eq(jobs.clientId, userId), eq(jobs.status, 'draft')));
  const open = await tx
    .select({ id: jobs.id, title: jobs.title, clientId: jobs.clientId })
    .from(jobs)
    .where(and(eq(jobs.clientId, userId), eq(jobs.status, 'open')))
    .for('update');
  for (const job of open) await closeMission(tx, links, job, { by: 'account_deletion' });
}

/**
 * The member's own applications: pending ones withdrawn; answered ones stay for the clients'
 * history (a hire, a review) without their cover letter.
 */
async function withdrawApplications(tx: Tx, userId: string) {
  await tx.delete(applications).where(and(eq(applications.applicantId, userId), eq(applications.status, 'pending')));
  await tx.update(applications).set({ coverLetter: DELETED_ACCOUNT_NAME }).where(eq(applications.applicantId, userId));
}

/** The member's name in what other members received (notifications, copies of mails) becomes the label. */
async function scrubNameFromOthers(tx: Tx, name: string) {
  if (name.length < MIN_SCRUBBED_NAME_LENGTH) return;
  await tx
    .update(notifications)
    .set({ title: scrubbed(notifications.title, name), body: scrubbed(notifications.body, name) })
    .where(or(mentions(notifications.title, name), mentions(notifications.body, name)));
  const htmlName = escapeHtml(name);
  await tx
    .update(mailOutbox)
    .set({
      subject: scrubbed(mailOutbox.subject, name),
      text: scrubbed(mailOutbox.text, name),
      html: sql`replace(${mailOutbox.html}, ${htmlName}, ${escapeHtml(DELETED_ACCOUNT_NAME)})`,
    })
    .where(or(mentions(mailOutbox.subject, name), mentions(mailOutbox.text, name), sql`strpos(${mailOutbox.html}, ${htmlName}) > 0`));
}

/**
 * "Supprimer mon compte", after the password is confirmed, in one transaction:
 * - nobody can sign in any more: credentials, sessions, two-factor and reset tokens deleted;
 * - the auth user and the profile stay as an anonymous tombstone (name 'Compte supprimé', a
 *   unique undeliverable address, every other personal field cleared, `deletedAt` set), so
 *   messages, reviews and payment records keep their other party and their accounting;
 * - the type-specific rows and skills are deleted (the member leaves the search index, which
 *   triggers maintain from community_managers);
 * - drafts deleted, open missions closed as abandoned, pending applications on them rejected;
 * - the member's notifications, mails, newsletter and contact requests deleted; their name in
 *   other members' notifications and mail copies replaced by the label.
 * The address is free again: the person can register anew with it.
 */
export async function deleteAccount(db: Db, auth: Auth, links: LinkBase, userId: string, password: string): Promise<void> {
  await assertPassword(db, auth, userId, password);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        email: user.email,
        name: user.name,
        fullName: profiles.fullName,
        profileEmail: profiles.email,
        avatarUrl: profiles.avatarUrl,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId))
      .for('update', { of: user });
    if (!before) throw unauthenticated();
    const emails = [...new Set([before.email, before.profileEmail].filter((email): email is string => Boolean(email)))];
    const tombstoneEmail = deletedAccountEmail(userId);

    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));

    await closeMissions(tx, links, userId);
    await withdrawApplications(tx, userId);
    await tx.delete(userSkills).where(eq(userSkills.userId, userId));
    await tx.delete(communityManagers).where(eq(communityManagers.id, userId));
    await tx.delete(companies).where(eq(companies.id, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(mailOutbox).where(inArray(mailOutbox.to, emails));
    await tx.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, emails));
    await tx.delete(contactRequests).where(inArray(contactRequests.email, emails));
    for (const name of new Set([before.name, before.fullName].filter((name): name is string => Boolean(name)))) {
      await scrubNameFromOthers(tx, name);
    }

    await tx
      .update(profiles)
      .set({
        fullName: DELETED_ACCOUNT_NAME,
        email: tombstoneEmail,
        phone: null,
        bio: null,
        location: null,
        latitude: null,
        longitude: null,
        avatarUrl: null,
        industrySectorId: null,
        mailOptOuts: [],
        deletedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
    await enqueueAvatarRemoval(tx, before.avatarUrl);
    await tx
      .update(user)
      .set({ name: DELETED_ACCOUNT_NAME, email: tombstoneEmail, emailVerified: false, image: null, role: 'user', twoFactorEnabled: false })
      .where(eq(user.id, userId));
  });
}
