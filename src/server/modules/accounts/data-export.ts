import { and, asc, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { session, user } from '#server/auth/read-model';
import type { Db } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { contactRequests, newsletterSubscriptions } from '#server/modules/contact/read-model';
import { listFavourites } from '#server/modules/favourites/index';
import { missions, missionSkills } from '#server/modules/missions/read-model';
import { messages } from '#server/modules/messages/read-model';
import { notifications } from '#server/modules/notifications/read-model';
import { entitlements, orders, subscriptions } from '#server/modules/payments/read-model';
import { communityManagers, companies, profiles, userSkills } from '#server/modules/profiles/read-model';
import { listPortfolio } from '#server/modules/profiles/index';
import { reviews } from '#server/modules/reviews/read-model';
import { savedSearches } from '#server/modules/saved-searches/read-model';

const other = alias(profiles, 'other_member');
const { searchVector: _searchVector, ...jobColumns } = getTableColumns(missions);

/**
 * Everything stored about a member, for "Exporter mes données" (GDPR art. 15 and 20): account,
 * profile and type-specific details, skills, portfolio, missions, applications sent and received, messages
 * sent and received, reviews written and received (received ones once published), favourites, notifications,
 * saved searches and their alerts, orders, entitlements, subscription, mail preferences, sessions, newsletter and contact requests.
 * Never a password hash, a session token or another member's contact details.
 */
export async function exportAccountData(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [profile] = await db
    .select({ ...getTableColumns(profiles), industrySector: industrySectors.name })
    .from(profiles)
    .leftJoin(industrySectors, eq(industrySectors.id, profiles.industrySectorId))
    .where(eq(profiles.id, userId));
  const email = account?.email ?? profile?.email ?? '';

  const ownJobs = await db.select(jobColumns).from(missions).where(eq(missions.clientId, userId)).orderBy(asc(missions.createdAt));
  const ownJobIds = ownJobs.map((job) => job.id);
  const [
    communityManager,
    company,
    memberSkills,
    ownMissionSkills,
    applicationsSent,
    applicationsReceived,
    messagesSent,
    messagesReceived,
    reviewsWritten,
    reviewsReceived,
    memberNotifications,
    memberSavedSearches,
    memberOrders,
    memberEntitlements,
    subscription,
    sessions,
    newsletter,
    contact,
    memberFavourites,
  ] = await Promise.all([
    db.select().from(communityManagers).where(eq(communityManagers.id, userId)),
    db.select().from(companies).where(eq(companies.id, userId)),
    db
      .select({ skillId: userSkills.skillId, skill: skills.name, proficiencyLevel: userSkills.proficiencyLevel, createdAt: userSkills.createdAt })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .where(eq(userSkills.userId, userId)),
    ownJobIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ jobId: missionSkills.jobId, skill: skills.name })
          .from(missionSkills)
          .innerJoin(skills, eq(skills.id, missionSkills.skillId))
          .where(inArray(missionSkills.jobId, ownJobIds)),
    db
      .select({ ...getTableColumns(applications), jobTitle: missions.title })
      .from(applications)
      .innerJoin(missions, eq(missions.id, applications.jobId))
      .where(eq(applications.applicantId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: missions.title,
        applicantId: applications.applicantId,
        applicantName: other.fullName,
        status: applications.status,
        coverLetter: applications.coverLetter,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(missions, eq(missions.id, applications.jobId))
      .innerJoin(other, eq(other.id, applications.applicantId))
      .where(eq(missions.clientId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({ ...getTableColumns(messages), receiverName: other.fullName })
      .from(messages)
      .innerJoin(other, eq(other.id, messages.receiverId))
      .where(eq(messages.senderId, userId))
      .orderBy(asc(messages.createdAt)),
    db
      .select({ ...getTableColumns(messages), senderName: other.fullName })
      .from(messages)
      .innerJoin(other, eq(other.id, messages.senderId))
      .where(eq(messages.receiverId, userId))
      .orderBy(asc(messages.createdAt)),
    db
      .select({ ...getTableColumns(reviews), reviewedName: other.fullName })
      .from(reviews)
      .innerJoin(other, eq(other.id, reviews.reviewedId))
      .where(eq(reviews.reviewerId, userId))
      .orderBy(asc(reviews.createdAt)),
    // Double-blind: a review about the member is theirs to read once it is published.
    db
      .select({ ...getTableColumns(reviews), reviewerName: other.fullName })
      .from(reviews)
      .innerJoin(other, eq(other.id, reviews.reviewerId))
      .where(and(eq(reviews.reviewedId, userId), isNotNull(reviews.publishedAt)))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    db.select().from(entitlements).where(eq(entitlements.userId, userId)).orderBy(asc(entitlements.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db
      .select({
        id: session.id,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    db.select().from(contactRequests).where(eq(contactRequests.email, email)),
    listFavourites(db, userId),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    account: account ?? null,
    profile: profile ?? null,
    communityManager: communityManager[0] ?? null,
    company: company[0] ?? null,
    skills: memberSkills,
    portfolio: await listPortfolio(db, userId),
    missions: ownJobs.map((job) => ({
      ...job,
      skills: ownMissionSkills.filter((row) => row.jobId === job.id).map((row) => row.skill),
    })),
    applicationsSent,
    applicationsReceived,
    messagesSent,
    messagesReceived,
    reviewsWritten,
    reviewsReceived,
    favourites: memberFavourites,
    notifications: memberNotifications,
    savedSearches: memberSavedSearches,
    orders: memberOrders,
    entitlements: memberEntitlements,
    subscription: subscription[0] ?? null,
    mailPreferences: { optedOut: profile?.mailOptOuts ?? [] },
    sessions,
    newsletterSubscriptions: newsletter,
    contactRequests: contact,
  };
}
