import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client';
import { applications, communityManagers, companies, missionSkills, missions, profiles, reviews, user, userSkills } from '#server/db/schema/index';

/** Members and missions written straight to the database (no sign-up, no mails). */

type Place = { location?: string | null; latitude?: number | null; longitude?: number | null };

type MemberFixture = Place & {
  fullName: string;
  bio?: string | null;
  avatarUrl?: string | null;
  industrySectorId?: string | null;
  createdAt?: Date;
  /** When the member last changed the profile (both rows): the search's recency reads it (ADR 0056). */
  updatedAt?: Date;
};

async function insertMember(db: Db, userType: 'community_manager' | 'company' | 'individual', member: MemberFixture) {
  const id = randomUUID();
  const email = `${id}@example.fr`;
  await db.insert(user).values({ id, name: member.fullName, email, emailVerified: true });
  await db.insert(profiles).values({
    id,
    userType,
    email,
    phone: '+33 6 00 00 00 00',
    fullName: member.fullName,
    bio: member.bio ?? null,
    avatarUrl: member.avatarUrl ?? null,
    location: member.location ?? null,
    latitude: member.latitude ?? null,
    longitude: member.longitude ?? null,
    industrySectorId: member.industrySectorId ?? null,
    ...(member.createdAt ? { createdAt: member.createdAt } : {}),
    ...(member.updatedAt ? { updatedAt: member.updatedAt } : {}),
  });
  return id;
}

export type ManagerFixture = MemberFixture & {
  headline?: string | null;
  averageRating?: number | null;
  totalReviews?: number;
  hourlyRateMin?: number | null;
  hourlyRateMax?: number | null;
  experienceYears?: number | null;
  availability?: boolean;
  remoteOk?: boolean;
  languages?: string[];
  socialLinks?: Record<string, string>;
  /** Skill ids, with an optional proficiency (default 3). */
  skills?: (string | { id: string; level: number })[];
};

export async function insertManager(db: Db, manager: ManagerFixture): Promise<string> {
  const id = await insertMember(db, 'community_manager', manager);
  await db.insert(communityManagers).values({
    id,
    headline: manager.headline ?? null,
    averageRating: manager.averageRating ?? null,
    totalReviews: manager.totalReviews ?? 0,
    hourlyRateMin: manager.hourlyRateMin ?? null,
    hourlyRateMax: manager.hourlyRateMax ?? null,
    experienceYears: manager.experienceYears ?? null,
    availability: manager.availability ?? true,
    remoteOk: manager.remoteOk ?? false,
    languages: manager.languages ?? [],
    socialLinks: manager.socialLinks ?? {},
    ...(manager.updatedAt ? { updatedAt: manager.updatedAt } : {}),
  });
  const skills = (manager.skills ?? []).map((skill) => (typeof skill === 'string' ? { id: skill, level: 3 } : skill));
  if (skills.length > 0) {
    await db.insert(userSkills).values(skills.map((skill) => ({ userId: id, skillId: skill.id, proficiencyLevel: skill.level })));
  }
  return id;
}

export type ClientFixture = MemberFixture & {
  userType?: 'company' | 'individual';
  companyName?: string;
  companySize?: string | null;
  website?: string | null;
  description?: string | null;
};

export async function insertClient(db: Db, client: ClientFixture): Promise<string> {
  const userType = client.userType ?? 'company';
  const id = await insertMember(db, userType, client);
  if (userType === 'company') {
    await db.insert(companies).values({
      id,
      companyName: client.companyName ?? 'Entreprise',
      companySize: client.companySize ?? null,
      website: client.website ?? null,
      description: client.description ?? null,
    });
  }
  return id;
}

export type JobFixture = Place & {
  clientId: string;
  title: string;
  description?: string;
  status?: 'open' | 'closed' | 'draft';
  jobType?: 'freelance' | 'full_time' | 'part_time' | 'contract';
  isRemote?: boolean;
  duration?: string | null;
  budgetMin?: number | null;
  budgetMax?: number | null;
  requirements?: string[];
  createdAt?: Date;
  skills?: string[];
  /** The brief's parts (ADR 0055), unsaid by default. */
  brief?: Pick<typeof missions.$inferInsert, 'networks' | 'monthlyPosts' | 'monthlyStories' | 'startDate'>;
};

export async function insertJob(db: Db, job: JobFixture): Promise<string> {
  const [row] = await db
    .insert(missions)
    .values({
      clientId: job.clientId,
      title: job.title,
      description: job.description ?? 'Description à venir.',
      status: job.status ?? 'open',
      jobType: job.jobType ?? 'freelance',
      isRemote: job.isRemote ?? false,
      location: job.location ?? null,
      latitude: job.latitude ?? null,
      longitude: job.longitude ?? null,
      duration: job.duration ?? null,
      budgetMin: job.budgetMin ?? null,
      budgetMax: job.budgetMax ?? null,
      requirements: job.requirements ?? [],
      ...job.brief,
      ...(job.createdAt ? { createdAt: job.createdAt } : {}),
    })
    .returning({ id: missions.id });
  const id = row!.id;
  if (job.skills && job.skills.length > 0) {
    await db.insert(missionSkills).values(job.skills.map((skillId) => ({ jobId: id, skillId })));
  }
  return id;
}

export async function insertApplication(db: Db, jobId: string, applicantId: string) {
  await db.insert(applications).values({ jobId, applicantId, coverLetter: 'Bonjour, je suis disponible.' });
}

export async function insertReview(
  db: Db,
  review: { reviewerId: string; reviewedId: string; rating: number; comment?: string; jobId?: string; createdAt?: Date; publishedAt?: Date | null },
) {
  await db.insert(reviews).values({
    reviewerId: review.reviewerId,
    reviewedId: review.reviewedId,
    rating: review.rating,
    comment: review.comment ?? null,
    jobId: review.jobId ?? null,
    ...(review.createdAt ? { createdAt: review.createdAt } : {}),
    // Public unless told otherwise (double-blind reviews are hidden until published).
    publishedAt: review.publishedAt === undefined ? (review.createdAt ?? new Date()) : review.publishedAt,
  });
}
