import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TJobDetail, TOwnJob } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import { actsAsAdmin, type Viewer } from '#server/auth/index';
import { alphabetical, type Db, jsonRows, missionSkills, missions, preparedPerDatabase } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { companies, profiles } from '#server/modules/profiles/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { briefColumns, missionVolumes } from './brief.ts';
import { clientFactColumns, clientFacts } from './client-facts.ts';

const missionRow = preparedPerDatabase((db) =>
  db
    .select({
      job: {
        id: missions.id,
        title: missions.title,
        description: missions.description,
        status: missions.status,
        jobType: missions.jobType,
        location: missions.location,
        isRemote: missions.isRemote,
        duration: missions.duration,
        budgetMin: missions.budgetMin,
        budgetMax: missions.budgetMax,
        requirements: missions.requirements,
        latitude: missions.latitude,
        longitude: missions.longitude,
        createdAt: missions.createdAt,
      },
      brief: briefColumns,
      volumes: missionVolumes,
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
      facts: clientFactColumns,
      // One statement, one round trip: the mission, its skills, its client's facts, its application count (ADR 0067).
      skills: jsonRows<{ id: string; name: string }>(
        { id: skills.id, name: skills.name },
        sql`FROM ${missionSkills} INNER JOIN ${skills} ON ${skills.id} = ${missionSkills.skillId}
          WHERE ${missionSkills.jobId} = ${missions.id} ORDER BY ${alphabetical(skills.name)}`,
      ),
      applicationCount: sql<number>`(SELECT count(*)::int FROM ${applications} WHERE ${applications.jobId} = ${missions.id})`,
    })
    .from(missions)
    .innerJoin(profiles, eq(profiles.id, missions.clientId))
    .leftJoin(companies, eq(companies.id, profiles.id))
    .leftJoin(industrySectors, eq(industrySectors.id, profiles.industrySectorId))
    .where(eq(missions.id, sql.placeholder('id')))
    .prepare('mission_detail_row'),
);

/**
 * One mission with its skills, its client's public card (with facts from their history) and its application count. A draft
 * (or a suspended client's mission) exists only for its owner and the admins, who moderate it from the back-office:
 * anyone else gets the same 404 as for an unknown id.
 */
export async function getJob(db: Db, id: string, viewer: Pick<Viewer, 'id' | 'role' | 'twoFactorMissing'> | null): Promise<TJobDetail> {
  idOr404(id, jobMessages.notFound);
  const [row] = await missionRow(db).execute({ id });
  const isOwner = row !== undefined && viewer?.id === row.client.id;
  // A suspended client's missions leave the public site with their profile.
  const hidden = row !== undefined && (row.job.status === 'draft' || row.client.suspendedAt !== null);
  if (!row || (hidden && !isOwner && !actsAsAdmin(viewer))) throw notFound(jobMessages.notFound);
  const { suspendedAt: _suspendedAt, ...client } = row.client;
  return {
    ...row.job,
    createdAt: row.job.createdAt.toISOString(),
    brief: { ...row.brief, volumes: row.volumes },
    skills: row.skills,
    client: { ...client, facts: clientFacts(row.facts) },
    statistics: { applicationCount: row.applicationCount },
    isOwner,
  };
}

/** The client's missions with their applications counted (a prepared statement). */
const ownJobs = preparedPerDatabase((db) =>
  db
    .select({
      id: missions.id,
      title: missions.title,
      status: missions.status,
      createdAt: missions.createdAt,
      closedAt: missions.closedAt,
      closeOutcome: missions.closeOutcome,
      applicationCount: count(applications.id),
      newApplicationCount: count(sql`CASE WHEN ${applications.id} IS NOT NULL AND ${isNull(applications.ownerSeenAt)} THEN 1 END`),
    })
    .from(missions)
    .leftJoin(applications, eq(applications.jobId, missions.id))
    .where(eq(missions.clientId, sql.placeholder('clientId')))
    .groupBy(missions.id)
    .orderBy(desc(missions.createdAt), desc(missions.id))
    .prepare('missions_own'),
);

/** 'Mes Offres': the viewer's missions in every status, newest first, with their (new) application counts. */
export async function listOwnJobs(db: Db, viewerId: string): Promise<TOwnJob[]> {
  const rows = await ownJobs(db).execute({ clientId: viewerId });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), closedAt: row.closedAt?.toISOString() ?? null }));
}
