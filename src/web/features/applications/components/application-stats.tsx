import { APPLICATION_STATUSES, applicationStatusLabels, type TApplicationStatus } from '#contracts/applications-terms';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';
import { useMyApplicationCounts } from '../api/get-my-applications.ts';
import { useReceivedApplicationCounts } from '../api/get-received-applications.ts';

const figureColours: Record<TApplicationStatus, string> = {
  pending: 'text-amber-600',
  shortlisted: 'text-indigo-600',
  accepted: 'text-emerald-600',
  rejected: 'text-red-600',
};

/**
 * The overview's application counts by status: a community manager's own applications, or
 * the applications received by a company or individual.
 */
export function ApplicationStats({ side }: { side: 'own' | 'received' }) {
  const own = useMyApplicationCounts({ enabled: side === 'own' });
  const received = useReceivedApplicationCounts({ enabled: side === 'received' });
  const query = side === 'own' ? own : received;
  const counts = query.data?.statusCounts;
  const title = side === 'own' ? 'Mes candidatures' : 'Candidatures reçues';
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      {query.isError ? (
        <p className="text-sm text-red-700">Une erreur est survenue lors du chargement des candidatures</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Figure label="Total" value={counts && Object.values(counts).reduce((sum, n) => sum + n, 0)} className="text-slate-900" />
          {APPLICATION_STATUSES.map((status) => (
            <Figure key={status} label={applicationStatusLabels[status]} value={counts?.[status]} className={figureColours[status]} />
          ))}
        </dl>
      )}
    </Card>
  );
}

function Figure({ label, value, className }: { label: string; value: number | undefined; className: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn('text-2xl font-bold', className)}>{value === undefined ? '–' : formatCount(value)}</dd>
    </div>
  );
}
