import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TJobDetail, TOwnJob } from '#contracts/jobs';
import { jobMessages } from '#contracts/jobs-messages';
import { actsAsAdmin, type Viewer } from '#server/auth/index';
import { alphabetical, type Db, jobSkills, jobs } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { companies, profiles } from '#server/modules/profiles/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { clientFacts } from './client-facts.ts';

/**
 * One mission with its skills, its client's public card (with facts from their history) and its application count. A draft
 * (or a suspended client's mission) exists only for its owner and the admins, who moderate it from the back-office:
 * anyone else gets the same 404 as for an unknown id.
 */
export async function getJob(db: Db, id: string, viewer: Pick<Viewer, 'id' | 'role' | 'twoFactorMissing'> | null): Promise<TJobDetail> {
  idOr404(id, jobMessages.notFound);
  const [row] = await db
    .select({
      job: {
        id: jobs.id,
        title: jobs.title,
        description: jobs.description,
        status: jobs.status,
        jobType: jobs.jobType,
        location: jobs.location,
        isRemote: jobs.isRemote,
        duration: jobs.duration,
        budgetMin: jobs.budgetMin,
        budgetMax: jobs.budgetMax,
        requirements: jobs.requirements,
        latitude: jobs.latitude,
        longitude: jobs.longitude,
        createdAt: jobs.createdAt,
      },
      client: {
        id: profiles.id,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        userType: profiles.userType,
        suspendedAt: profiles.suspendedAt,
        companyName: companies.companyName,
        industry: industrySectors.name,
        companySize: companies.companySize,
        website: companies.website,
        description: companies.description,
      },
    })
    .from(jobs)
    .innerJoin(profiles, eq(profiles.id, jobs.clientId))
    .leftJoin(companies, eq(companies.id, profiles.id))
    .leftJoin(industrySectors, eq(industrySectors.id, profiles.industrySectorId))
    .where(eq(jobs.id, id));
  const isOwner = row !== undefined && viewer?.id === row.client.id;
  // A suspended client's missions leave the public site with their profile.
  const hidden = row !== undefined && (row.job.status === 'draft' || row.client.suspendedAt !== null);
  if (!row || (hidden && !isOwner && !actsAsAdmin(viewer))) throw notFound(jobMessages.notFound);
  const { suspendedAt: _suspendedAt, ...client } = row.client;

  const [skillRows, [applicationRow], facts] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.name })
      .from(jobSkills)
      .innerJoin(skills, eq(skills.id, jobSkills.skillId))
      .where(eq(jobSkills.jobId, id))
      .orderBy(alphabetical(skills.name)),
    db.select({ value: count() }).from(applications).where(eq(applications.jobId, id)),
    clientFacts(db, client.id),
  ]);
  return {
    ...row.job,
    createdAt: row.job.createdAt.toISOString(),
    skills: skillRows,
    client: { ...client, facts },
    statistics: { applicationCount: applicationRow?.value ?? 0 },
    isOwner,
  };
}

/** 'Mes Offres': the viewer's missions in every status, newest first, with their (new) application counts. */
export async function listOwnJobs(db: Db, viewerId: string): Promise<TOwnJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      createdAt: jobs.createdAt,
      closedAt: jobs.closedAt,
      closeOutcome: jobs.closeOutcome,
      applicationCount: count(applications.id),
      newApplicationCount: count(sql`CASE WHEN ${applications.id} IS NOT NULL AND ${isNull(applications.ownerSeenAt)} THEN 1 END`),
    })
    .from(jobs)
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .where(eq(jobs.clientId, viewerId))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), closedAt: row.closedAt?.toISOString() ?? null }));
}
