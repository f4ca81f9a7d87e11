import { sql } from 'drizzle-orm';
import type { TJobClient } from '#contracts/jobs';
import type { Db } from '#server/db/client';
import { applications, jobs, profiles } from '#server/db/schema/index';

/**
 * What the mission page tells about a client before anyone pays, computed from their history:
 * member since, missions published (drafts excluded), the share of received applications
 * answered and the share of closed missions filled on CM Connect (null when nothing to count).
 */
export async function clientFacts(db: Db, clientId: string): Promise<TJobClient['facts']> {
  const [row] = await db
    .select({
      memberSince: profiles.createdAt,
      missionsPublished: sql<number>`(SELECT count(*)::int FROM ${jobs} WHERE ${jobs.clientId} = ${profiles.id} AND ${jobs.status} <> 'draft')`,
      received: sql<number>`(SELECT count(*)::int FROM ${applications} INNER JOIN ${jobs} ON ${jobs.id} = ${applications.jobId} WHERE ${jobs.clientId} = ${profiles.id})`,
      answered: sql<number>`(SELECT count(*)::int FROM ${applications} INNER JOIN ${jobs} ON ${jobs.id} = ${applications.jobId} WHERE ${jobs.clientId} = ${profiles.id} AND ${applications.status} <> 'pending')`,
      closed: sql<number>`(SELECT count(*)::int FROM ${jobs} WHERE ${jobs.clientId} = ${profiles.id} AND ${jobs.status} = 'closed')`,
      filledHere: sql<number>`(SELECT count(*)::int FROM ${jobs} WHERE ${jobs.clientId} = ${profiles.id} AND ${jobs.status} = 'closed' AND ${jobs.closeOutcome} = 'filled_here')`,
    })
    .from(profiles)
    .where(sql`${profiles.id} = ${clientId}`);
  if (!row) throw new Error(`no profile ${clientId}`);
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  return {
    memberSince: row.memberSince.toISOString(),
    missionsPublished: Number(row.missionsPublished),
    responseRate: share(Number(row.answered), Number(row.received)),
    hireRate: share(Number(row.filledHere), Number(row.closed)),
  };
}
