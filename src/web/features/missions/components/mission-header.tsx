import type { ReactNode } from 'react';
import { Calendar, Clock, MapPin, Wallet } from 'lucide-react';
import type { TJobDetail } from '#contracts/missions';
import { formatDuration, formatLocation, JOB_STATUS_LABELS, JOB_TYPE_LABELS, type TJobStatus } from '#contracts/missions-terms';
import { formatBudget } from '#web/lib/format.ts';
import { REMOTE_LOCATION } from '#contracts/search-terms';
import { Card } from '#web/components/ui/card.tsx';
import { Tag } from '#web/components/ui/tag.tsx';
import { formatDate } from '#web/lib/format.ts';

const statusTones: Record<TJobStatus, 'emerald' | 'slate' | 'amber'> = { open: 'emerald', closed: 'slate', draft: 'amber' };

/** Where a mission takes place, 'Télétravail' when remote without a place, else 'Non spécifié'. */
export const missionLocation = (mission: Pick<TJobDetail, 'location' | 'isRemote'>) =>
  formatLocation(mission.location, mission.isRemote ? REMOTE_LOCATION : undefined);

/** Title, status, type, place, duration and budget of a mission, with its apply actions. */
export function MissionHeader({ mission, actions }: { mission: TJobDetail; actions?: ReactNode }) {
  const facts = [
    { icon: MapPin, label: 'Localisation', value: missionLocation(mission) },
    { icon: Clock, label: 'Durée', value: formatDuration(mission.duration) },
    { icon: Wallet, label: 'Budget', value: formatBudget(mission.budgetMin, mission.budgetMax) },
    mission.status === 'draft'
      ? { icon: Calendar, label: 'Date de création', value: `Créée le ${formatDate(mission.createdAt)}` }
      : { icon: Calendar, label: 'Date de publication', value: `Publiée le ${formatDate(mission.createdAt)}` },
  ];
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-2">
            <Tag tone={statusTones[mission.status]}>{JOB_STATUS_LABELS[mission.status]}</Tag>
            <Tag tone="indigo">{JOB_TYPE_LABELS[mission.jobType]}</Tag>
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{mission.title}</h1>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex items-center gap-1.5">
                <Icon className="size-4 text-slate-400" aria-hidden="true" />
                <dt className="sr-only">{label}</dt>
                <dd className={label === 'Budget' ? 'font-medium text-slate-900' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {actions && <div className="w-full shrink-0 space-y-3 md:w-72">{actions}</div>}
      </div>
    </Card>
  );
}
