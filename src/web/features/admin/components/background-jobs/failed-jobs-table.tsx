import type { TAdminBackgroundJob } from '#contracts/admin-background-jobs';
import { adminBackgroundJobMessages, backgroundJobKindLabel, formatAttempts } from '#contracts/admin-background-jobs-terms';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.tsx';
import { useRetryBackgroundJob } from '../../api/retry-background-job.ts';

const retryFailed = "L'action n'a pas pu être effectuée. Veuillez réessayer.";
const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** 'Tâches en échec' rows: what the job does, its attempts, its last error, its dates and 'Relancer'. */
export function FailedJobsTable({ jobs }: { jobs: TAdminBackgroundJob[] }) {
  const retry = useRetryBackgroundJob();
  const relaunch = (job: TAdminBackgroundJob) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(adminBackgroundJobMessages.retried),
      onError: (error) => toast.error(errorMessageOf(error, retryFailed)),
    });

  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            <th className={head}>Tâche</th>
            <th className={head}>Tentatives</th>
            <th className={head}>Dernière erreur</th>
            <th className={head}>Créée le</th>
            <th className={head}>Échec le</th>
            <th className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => {
            const label = backgroundJobKindLabel(job.kind);
            const failedAt = job.failedAt ? formatDateTime(job.failedAt) : '—';
            return (
              <tr key={job.id} className="align-top text-sm">
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{label}</p>
                  <p className="font-mono text-xs text-slate-500">{job.kind}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatAttempts(job.attempts, job.maxAttempts)}</td>
                <td className="max-w-md px-4 py-3">
                  <p className="font-mono text-xs break-words whitespace-pre-wrap text-slate-700">{job.lastError ?? '—'}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(job.createdAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{failedAt}</td>
                <td className="px-4 py-3 text-right">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Relancer la tâche « ${label} » en échec le ${failedAt}`}
                    busy={retry.isPending && retry.variables === job.id}
                    disabled={retry.isPending}
                    onClick={() => relaunch(job)}
                  >
                    Relancer
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
