import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TProfile } from '#contracts/profiles';
import { PROFILE_REVIEWS_LIMIT, profileMessages } from '#contracts/profiles-terms';
import { alphabetical, type Db, communityManagers, companies, preparedPerDatabase, profiles, userSkills } from '#server/db/index';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { missions } from '#server/modules/missions/read-model';
import { reviews } from '#server/modules/reviews/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { isPublicProfile } from './visibility.ts';
import { listPortfolio } from './portfolio.ts';

/** Missions listed on a client's profile. */
const PROFILE_MISSIONS_LIMIT = 50;

const reviewer = alias(profiles, 'reviewer');

/** Published reviews about a member (double-blind: hidden ones are neither shown nor counted). */
const publishedReviewsOf = preparedPerDatabase((db) =>
  db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      reviewerId: reviewer.id,
      reviewerName: reviewer.fullName,
      reviewerAvatar: reviewer.avatarUrl,
      jobId: missions.id,
      jobTitle: missions.title,
    })
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .leftJoin(missions, eq(missions.id, reviews.jobId))
    .where(and(eq(reviews.reviewedId, sql.placeholder('id')), isNotNull(reviews.publishedAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PROFILE_REVIEWS_LIMIT)
    .prepare('profile_published_reviews'),
);

async function publishedReviews(db: Db, id: string) {
  const rows = await publishedReviewsOf(db).execute({ id });
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reviewer: { id: row.reviewerId, fullName: row.reviewerName, avatarUrl: row.reviewerAvatar },
    job: row.jobId && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
  }));
}

const managerSkills = preparedPerDatabase((db) =>
  db
    .select({ id: skills.id, name: skills.name, proficiencyLevel: userSkills.proficiencyLevel })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(userSkills.userId, sql.placeholder('id')))
    .orderBy(sql`${userSkills.proficiencyLevel} DESC NULLS LAST`, alphabetical(skills.name))
    .prepare('profile_manager_skills'),
);

async function managerExtras(db: Db, id: string) {
  const [skillRows, reviewRows, portfolio] = await Promise.all([managerSkills(db).execute({ id }), publishedReviews(db, id), listPortfolio(db, id)]);
  return { skills: skillRows, reviews: reviewRows, portfolio };
}

const openMissionsOf = preparedPerDatabase((db) =>
  db
    .select({
      id: missions.id,
      title: missions.title,
      jobType: missions.jobType,
      location: missions.location,
      isRemote: missions.isRemote,
      budgetMin: missions.budgetMin,
      budgetMax: missions.budgetMax,
      createdAt: missions.createdAt,
    })
    .from(missions)
    .where(and(eq(missions.clientId, sql.placeholder('clientId')), eq(missions.status, 'open')))
    .orderBy(desc(missions.createdAt), desc(missions.id))
    .limit(PROFILE_MISSIONS_LIMIT)
    .prepare('profile_open_missions'),
);

async function openMissions(db: Db, clientId: string) {
  const rows = await openMissionsOf(db).execute({ clientId });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const publicProfileRow = preparedPerDatabase((db) =>
  db
    .select({
      id: profiles.id,
      userType: profiles.userType,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      location: profiles.location,
      bio: profiles.bio,
      createdAt: profiles.createdAt,
      industry: industrySectors.name,
      // drizzle nulls a left-joined object when its first column is null: lead with the key.
      manager: {
        id: communityManagers.id,
        headline: communityManagers.headline,
        availability: communityManagers.availability,
        remoteOk: communityManagers.remoteOk,
        averageRating: communityManagers.averageRating,
        totalReviews: communityManagers.totalReviews,
        hourlyRateMin: communityManagers.hourlyRateMin,
        hourlyRateMax: communityManagers.hourlyRateMax,
        experienceYears: communityManagers.experienceYears,
        languages: communityManagers.languages,
        socialLinks: communityManagers.socialLinks,
      },
      company: {
        id: companies.id,
        companyName: companies.companyName,
        companySize: companies.companySize,
        website: companies.website,
        description: companies.description,
      },
    })
    .from(profiles)
    .leftJoin(industrySectors, eq(industrySectors.id, profiles.industrySectorId))
    .leftJoin(communityManagers, eq(communityManagers.id, profiles.id))
    .leftJoin(companies, eq(companies.id, profiles.id))
    // A deleted account's tombstone or a suspended account is "Profil introuvable", as an unknown id.
    .where(and(eq(profiles.id, sql.placeholder('id')), isPublicProfile()))
    .prepare('profile_public_row'),
);

/**
 * A public profile: a community manager's (skills, rates, reviews) or a client's (company
 * details, open missions). Email and phone are never part of it. Unknown or malformed ids
 * are both "Profil introuvable".
 */
export async function getProfile(db: Db, id: string): Promise<TProfile> {
  idOr404(id, profileMessages.notFound);
  const [row] = await publicProfileRow(db).execute({ id });
  if (!row) throw notFound(profileMessages.notFound);

  const base = {
    id: row.id,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    location: row.location,
    bio: row.bio,
    industry: row.industry,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.userType === 'community_manager') {
    const manager = row.manager;
    const extras = await managerExtras(db, id);
    return {
      userType: 'community_manager',
      ...base,
      headline: manager?.headline ?? null,
      availability: manager?.availability ?? null,
      remoteOk: manager?.remoteOk ?? false,
      averageRating: manager?.averageRating == null ? null : Math.round(manager.averageRating * 100) / 100,
      reviewCount: manager?.totalReviews ?? 0,
      hourlyRateMin: manager?.hourlyRateMin ?? null,
      hourlyRateMax: manager?.hourlyRateMax ?? null,
      experienceYears: manager?.experienceYears ?? null,
      languages: manager?.languages ?? [],
      socialLinks: manager?.socialLinks ?? {},
      ...extras,
    };
  }
  const company = row.company;
  return {
    userType: row.userType,
    ...base,
    companyName: company?.companyName ?? null,
    companySize: company?.companySize ?? null,
    website: company?.website ?? null,
    description: company?.description ?? null,
    openMissions: await openMissions(db, id),
    reviews: await publishedReviews(db, id),
  };
}
