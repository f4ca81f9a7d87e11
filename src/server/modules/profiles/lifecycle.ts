import { eq } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME } from '#contracts/account-settings-terms';
import { type Tx, communityManagers, companies, profiles, userSkills } from '#server/db/index';
import { erasePortfolio } from './portfolio.ts';

/** The moderation suspends the member: the profile and its missions leave the public site (visibility.ts). */
export async function suspendProfile(tx: Tx, userId: string, suspendedAt: Date, byDecision: boolean): Promise<void> {
  await tx.update(profiles).set({ suspendedAt, suspendedByDecision: byDecision }).where(eq(profiles.id, userId));
}

/** The suspension is lifted: the member is back on the public site. */
export async function reactivateProfile(tx: Tx, userId: string): Promise<void> {
  await tx.update(profiles).set({ suspendedAt: null, suspendedByDecision: false }).where(eq(profiles.id, userId));
}

/**
 * A deleted account's profile: the type-specific rows, skills and portfolio (its images too, once
 * committed) deleted (the member leaves the
 * search index, which triggers maintain from community_managers), the profile kept as an
 * anonymous tombstone (the label, the undeliverable `email`, every other personal field cleared,
 * `deletedAt` set) so messages, reviews and payments keep their other party.
 */
export async function eraseMemberProfile(tx: Tx, userId: string, tombstoneEmail: string): Promise<void> {
  await tx.delete(userSkills).where(eq(userSkills.userId, userId));
  await erasePortfolio(tx, userId);
  await tx.delete(communityManagers).where(eq(communityManagers.id, userId));
  await tx.delete(companies).where(eq(companies.id, userId));
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
}
