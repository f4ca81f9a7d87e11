import { and, eq } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME, deletedAccountEmail, deleteAccountMessages } from '#contracts/account-settings-terms';
import { eraseSignInMeans, tombstoneUser, type Auth } from '#server/auth/index';
import { account, user } from '#server/auth/read-model';
import type { Db, Tx } from '#server/db/index';
import { profiles } from '#server/modules/profiles/read-model';
import { invalid, unauthenticated } from '#server/http/errors';
import { eraseMemberApplications } from '#server/modules/applications/index';
import { eraseContactsFrom } from '#server/modules/contact/index';
import { eraseMemberFavourites } from '#server/modules/favourites/index';
import { abandonMemberMissions } from '#server/modules/missions/index';
import { anonymiseNameInMails, eraseMailsTo } from '#server/modules/mail/index';
import { anonymiseNameInNotifications, eraseMemberNotifications } from '#server/modules/notifications/index';
import type { LinkBase } from '#server/modules/notifier/index';
import { enqueueAvatarRemoval, eraseMemberProfile } from '#server/modules/profiles/index';
import { eraseMemberSavedSearches } from '#server/modules/saved-searches/index';

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

/** The member's name in what other members received (notifications, copies of mails) becomes the label. */
async function anonymiseNameForOthers(tx: Tx, name: string) {
  if (name.length < MIN_SCRUBBED_NAME_LENGTH) return;
  await anonymiseNameInNotifications(tx, name);
  await anonymiseNameInMails(tx, name);
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
 * - the member's favourites, notifications, mails, newsletter and contact requests deleted; their name in
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

    await eraseSignInMeans(tx, userId);
    await abandonMemberMissions(tx, links, userId);
    await eraseMemberApplications(tx, userId);
    await eraseMemberFavourites(tx, userId);
    await eraseMemberNotifications(tx, userId);
    await eraseMemberSavedSearches(tx, userId);
    await eraseMailsTo(tx, emails);
    await eraseContactsFrom(tx, emails);
    for (const name of new Set([before.name, before.fullName].filter((name): name is string => Boolean(name)))) {
      await anonymiseNameForOthers(tx, name);
    }
    await eraseMemberProfile(tx, userId, tombstoneEmail);
    await enqueueAvatarRemoval(tx, before.avatarUrl);
    await tombstoneUser(tx, userId, { name: DELETED_ACCOUNT_NAME, email: tombstoneEmail });
  });
}
