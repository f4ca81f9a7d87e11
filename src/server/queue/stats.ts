import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { backgroundJobs } from '#server/db/schema/index';

/** Jobs per kind: those due and waiting for a worker, and those that used up their attempts. */
export type BackgroundJobStats = { due: Record<string, number>; failed: Record<string, number> };

/** One grouped read of the jobs table (the metrics scrape calls it; the status/run_at index serves it). */
export async function backgroundJobStats(db: Db, now: Date = new Date()): Promise<BackgroundJobStats> {
  const rows = await db
    .select({ kind: backgroundJobs.kind, status: backgroundJobs.status, count: sql<number>`count(*)::int` })
    .from(backgroundJobs)
    .where(or(and(eq(backgroundJobs.status, 'pending'), lte(backgroundJobs.runAt, now)), eq(backgroundJobs.status, 'failed')))
    .groupBy(backgroundJobs.kind, backgroundJobs.status);
  const stats: BackgroundJobStats = { due: {}, failed: {} };
  for (const { kind, status, count } of rows) stats[status === 'failed' ? 'failed' : 'due'][kind] = Number(count);
  return stats;
}
