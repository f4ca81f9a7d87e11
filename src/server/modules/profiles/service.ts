import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TClientProfile, TProfile } from '#contracts/profiles';
import { PROFILE_REVIEWS_LIMIT, profileMessages } from '#contracts/profiles-terms';
import { alphabetical, type Db, communityManagers, companies, jsonRows, preparedPerDatabase, profiles, userSkills } from '#server/db/index';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { missions } from '#server/modules/missions/read-model';
import { reviews } from '#server/modules/reviews/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { isPublicProfile } from './visibility.ts';
import { listedPortfolio } from './portfolio.ts';

/** Missions listed on a client's profile. */
const PROFILE_MISSIONS_LIMIT = 50;

const REVIEWER = 'reviewer';
const reviewer = alias(profiles, REVIEWER);

type ListedReview = {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  reviewerId: string;
  reviewerName: string;
  reviewerAvatar: string | null;
  jobId: string | null;
  jobTitle: string | null;
};

/** Published reviews about the profile (double-blind: hidden ones are neither shown nor counted), newest first. */
const publishedReviews = jsonRows<ListedReview>(
  {
    id: reviews.id,
    rating: reviews.rating,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
    reviewerId: reviewer.id,
    reviewerName: reviewer.fullName,
    reviewerAvatar: reviewer.avatarUrl,
    jobId: missions.id,
    jobTitle: missions.title,
  },
  sql`FROM ${reviews} INNER JOIN ${profiles} ${sql.identifier(REVIEWER)} ON ${reviewer.id} = ${reviews.reviewerId} LEFT JOIN ${missions} ON ${missions.id} = ${reviews.jobId}
    WHERE ${reviews.reviewedId} = ${profiles.id} AND ${reviews.publishedAt} IS NOT NULL
    ORDER BY ${reviews.createdAt} DESC, ${reviews.id} DESC LIMIT ${sql.raw(String(PROFILE_REVIEWS_LIMIT))}`,
);

const toReview = (row: ListedReview) => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  createdAt: new Date(row.createdAt).toISOString(),
  reviewer: { id: row.reviewerId, fullName: row.reviewerName, avatarUrl: row.reviewerAvatar },
  job: row.jobId && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
});

/** A community manager's skills, the strongest first. */
const managerSkills = jsonRows<{ id: string; name: string; proficiencyLevel: number | null }>(
  { id: skills.id, name: skills.name, proficiencyLevel: userSkills.proficiencyLevel },
  sql`FROM ${userSkills} INNER JOIN ${skills} ON ${skills.id} = ${userSkills.skillId} WHERE ${userSkills.userId} = ${profiles.id}
    ORDER BY ${userSkills.proficiencyLevel} DESC NULLS LAST, ${alphabetical(skills.name)}`,
);

type ListedMission = TClientProfile['openMissions'][number];

/** A client's open missions, newest first. */
const openMissions = jsonRows<ListedMission>(
  {
    id: missions.id,
    title: missions.title,
    jobType: missions.jobType,
    location: missions.location,
    isRemote: missions.isRemote,
    budgetMin: missions.budgetMin,
    budgetMax: missions.budgetMax,
    createdAt: missions.createdAt,
  },
  sql`FROM ${missions} WHERE ${missions.clientId} = ${profiles.id} AND ${missions.status} = 'open'
    ORDER BY ${missions.createdAt} DESC, ${missions.id} DESC LIMIT ${sql.raw(String(PROFILE_MISSIONS_LIMIT))}`,
);

const isManager = sql`${profiles.userType} = 'community_manager'`;
/** A list read only for the kind of profile that shows it (a subquery in a CASE branch runs only when chosen). */
const onlyWhen = <Row>(kind: SQL, list: SQL<Row[]>) => sql<Row[] | null>`CASE WHEN ${kind} THEN ${list} END`;

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
      // One statement, one round trip: the lists each kind of profile shows (ADR 0067).
      skills: onlyWhen(isManager, managerSkills),
      portfolio: onlyWhen(isManager, listedPortfolio),
      openMissions: onlyWhen(sql`NOT ${isManager}`, openMissions),
      reviews: publishedReviews,
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
      skills: row.skills ?? [],
      reviews: row.reviews.map(toReview),
      portfolio: row.portfolio ?? [],
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
    openMissions: (row.openMissions ?? []).map((mission) => ({ ...mission, createdAt: new Date(mission.createdAt).toISOString() })),
    reviews: row.reviews.map(toReview),
  };
}
