import type { TAdminPage } from '#contracts/admin';
import type { TAdminBackgroundJob, TAdminBackgroundJobsQuery } from '#contracts/admin-background-jobs';
import { adminBackgroundJobMessages, backgroundJobKindLabel } from '#contracts/admin-background-jobs-terms';
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import { countFailedBackgroundJobs, listFailedBackgroundJobs, retryBackgroundJob, type FailedBackgroundJob } from '#server/queue/index';
import { recordAudit } from '../audit.ts';
import { listPage } from '../list.ts';

const shown = (job: FailedBackgroundJob): TAdminBackgroundJob => ({
  ...job,
  createdAt: job.createdAt.toISOString(),
  failedAt: job.failedAt?.toISOString() ?? null,
});

/** 'Tâches en échec': the failed background jobs, the latest failure first. */
export function listFailedJobs(db: Db, query: TAdminBackgroundJobsQuery): Promise<TAdminPage<TAdminBackgroundJob>> {
  return listPage(query, {
    rows: async (window) => (await listFailedBackgroundJobs(db, window)).map(shown),
    total: () => countFailedBackgroundJobs(db),
  });
}

/** 'Relancer': the failed job runs again with all its attempts; the audit log says who did it. */
export async function retryFailedJob(db: Db, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const outcome = await retryBackgroundJob(tx, id);
    if ('refused' in outcome) {
      throw outcome.refused === 'missing' ? notFound(adminBackgroundJobMessages.notFound) : conflict(adminBackgroundJobMessages.notFailed);
    }
    const job = outcome.retried;
    await recordAudit(tx, adminId, {
      action: 'background_job.retry',
      entity: 'background_job',
      entityId: id,
      label: backgroundJobKindLabel(job.kind),
      changes: { status: { from: 'failed', to: 'pending' }, attempts: { from: job.attempts, to: 0 } },
    });
  });
}
