import type { TJobDetail } from '#contracts/missions';
import { JOB_STATUS_LABELS, JOB_TYPE_LABELS } from '#contracts/missions-terms';
import { Card } from '#web/components/ui/card.tsx';

/** Applications received, status and type of a mission. */
export function MissionStatisticsCard({ mission }: { mission: TJobDetail }) {
  const rows = [
    { label: 'Candidatures', value: String(mission.statistics.applicationCount) },
    { label: 'Statut', value: JOB_STATUS_LABELS[mission.status] },
    { label: 'Type', value: JOB_TYPE_LABELS[mission.jobType] },
  ];
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Statistiques</h2>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
