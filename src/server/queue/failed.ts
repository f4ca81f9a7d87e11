import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { backgroundJobs } from '#server/db/schema/index';
import { BACKGROUND_JOBS_CHANNEL } from './queue.ts';

/** A background job that used up its attempts, or whose payload did not match its kind: what the admin sees of it. */
export type FailedBackgroundJob = {
  id: string;
  kind: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date | null;
};

const isFailed = eq(backgroundJobs.status, 'failed');

/** One page of the failed background jobs, the latest failure first. */
export function listFailedBackgroundJobs(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<FailedBackgroundJob[]> {
  return db
    .select({
      id: backgroundJobs.id,
      kind: backgroundJobs.kind,
      attempts: backgroundJobs.attempts,
      maxAttempts: backgroundJobs.maxAttempts,
      lastError: backgroundJobs.lastError,
      createdAt: backgroundJobs.createdAt,
      failedAt: backgroundJobs.finishedAt,
    })
    .from(backgroundJobs)
    .where(isFailed)
    .orderBy(desc(backgroundJobs.finishedAt), desc(backgroundJobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countFailedBackgroundJobs(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(backgroundJobs).where(isFailed);
  return row?.value ?? 0;
}

/**
 * Gives a failed job a new run, inside the caller's transaction: pending and due now, with all
 * its attempts again (its last error stays until a run succeeds). The workers are woken when
 * the transaction commits. Says why not when the job is gone or no longer failed.
 */
export async function retryBackgroundJob(
  tx: DbOrTx,
  id: string,
  now: Date = new Date(),
): Promise<{ retried: FailedBackgroundJob } | { refused: 'missing' | 'not-failed' }> {
  const [job] = await tx.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)).for('update');
  if (!job) return { refused: 'missing' };
  if (job.status !== 'failed') return { refused: 'not-failed' };
  await tx
    .update(backgroundJobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lockedAt: null, finishedAt: null, updatedAt: now })
    .where(and(eq(backgroundJobs.id, id), isFailed));
  await tx.execute(sql`SELECT pg_notify(${BACKGROUND_JOBS_CHANNEL}, ${job.kind})`);
  const { kind, attempts, maxAttempts, lastError, createdAt, finishedAt } = job;
  return { retried: { id, kind, attempts, maxAttempts, lastError, createdAt, failedAt: finishedAt } };
}
