import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminApplication, TAdminApplicationsQuery, TAdminJob, TAdminJobsQuery } from '#contracts/admin-missions';
import { adminMissionMessages, type TAdminJobSort } from '#contracts/admin-missions-terms';
import type { TAdminPage } from '#contracts/admin';
import type { Db, Tx } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { conflict, notFound } from '#server/http/errors';
import { closeMission, removeMission } from '#server/modules/missions/index';
import type { LinkBase } from '#server/modules/notifier/index';
import { recordAudit } from '../audit.ts';
import { listPage, matchesSearch } from '../list.ts';

const client = {
  id: profiles.id,
  fullName: profiles.fullName,
  email: profiles.email,
  avatarUrl: profiles.avatarUrl,
};

/**
 * A budget is both bounds, as the list shows it ('min - max €', else 'À définir'): lowest first
 * by its minimum then its maximum ('400 - 550 €' before '400 - 650 €'), highest first by its
 * maximum then its minimum; missions whose budget is 'À définir' last; then newest.
 */
const budgetBound = (bound: 'min' | 'max') =>
  sql`case when ${missions.budgetMin} is not null and ${missions.budgetMax} is not null then ${bound === 'min' ? missions.budgetMin : missions.budgetMax} end`;
const jobOrder: Record<TAdminJobSort, SQL[]> = {
  newest: [desc(missions.createdAt), desc(missions.id)],
  oldest: [asc(missions.createdAt), asc(missions.id)],
  budget_high: [sql`${budgetBound('max')} desc nulls last`, sql`${budgetBound('min')} desc`, desc(missions.createdAt), desc(missions.id)],
  budget_low: [sql`${budgetBound('min')} asc nulls last`, sql`${budgetBound('max')} asc`, desc(missions.createdAt), desc(missions.id)],
};

/** 'Gestion des missions': every mission of every status, searched on title and description. */
export function listJobs(db: Db, query: TAdminJobsQuery): Promise<TAdminPage<TAdminJob>> {
  const where = and(matchesSearch(query.q, [missions.title, missions.description]), query.status ? eq(missions.status, query.status) : undefined);
  return listPage(query, {
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: missions.id,
          title: missions.title,
          location: missions.location,
          isRemote: missions.isRemote,
          status: missions.status,
          budgetMin: missions.budgetMin,
          budgetMax: missions.budgetMax,
          createdAt: missions.createdAt,
          applicationsCount: sql<number>`(select cast(count(*) as integer) from ${applications} where ${applications.jobId} = ${missions.id})`,
          client,
        })
        .from(missions)
        .innerJoin(profiles, eq(profiles.id, missions.clientId))
        .where(where)
        .orderBy(...jobOrder[query.sort])
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
    total: async () => (await db.select({ value: count() }).from(missions).where(where))[0]?.value ?? 0,
  });
}

/** 'Gestion des candidatures': searched on the applicant's name and the mission's title. */
export function listApplications(db: Db, query: TAdminApplicationsQuery): Promise<TAdminPage<TAdminApplication>> {
  const where = and(matchesSearch(query.q, [profiles.fullName, missions.title]), query.status ? eq(applications.status, query.status) : undefined);
  const from = () =>
    db
      .select({
        id: applications.id,
        status: applications.status,
        coverLetter: applications.coverLetter,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        applicant: client,
        job: { id: missions.id, title: missions.title, status: missions.status },
      })
      .from(applications)
      .innerJoin(profiles, eq(profiles.id, applications.applicantId))
      .innerJoin(missions, eq(missions.id, applications.jobId));
  return listPage(query, {
    rows: async ({ limit, offset }) => {
      const rows = await from().where(where).orderBy(desc(applications.createdAt), desc(applications.id)).limit(limit).offset(offset);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
    },
    total: async () => {
      const [row] = await db
        .select({ value: count() })
        .from(applications)
        .innerJoin(profiles, eq(profiles.id, applications.applicantId))
        .innerJoin(missions, eq(missions.id, applications.jobId))
        .where(where);
      return row?.value ?? 0;
    },
  });
}

async function lockedJob(tx: Tx, id: string) {
  const [job] = await tx
    .select({ id: missions.id, title: missions.title, status: missions.status, clientId: missions.clientId })
    .from(missions)
    .where(eq(missions.id, id))
    .for('update');
  if (!job) throw notFound(adminMissionMessages.jobNotFound);
  return job;
}

/**
 * The moderation closes an open mission (closeMission): its pending applications are rejected
 * and their applicants told, as when the owner closes it, and the owner is told too. No outcome
 * is recorded, so the client's hire rate is not affected.
 */
export async function closeJobAsAdmin(db: Db, links: LinkBase, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockedJob(tx, id);
    if (job.status !== 'open') throw conflict(adminMissionMessages.notOpen);
    const rejected = await closeMission(tx, links, job, { by: 'moderation' });
    await recordAudit(tx, adminId, {
      action: 'mission.close',
      entity: 'mission',
      entityId: id,
      label: job.title,
      changes: { status: { from: 'open', to: 'closed' }, rejectedApplications: { to: rejected } },
    });
  });
}

/** The moderation removes a mission of any status, with its applications (removeMission tells who must know). */
export async function deleteJobAsAdmin(db: Db, links: LinkBase, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockedJob(tx, id);
    await removeMission(tx, links, job);
    await recordAudit(tx, adminId, {
      action: 'mission.delete',
      entity: 'mission',
      entityId: id,
      label: job.title,
      changes: { status: { from: job.status } },
    });
  });
}
