import { Briefcase, ClipboardList, Star, Users, type LucideIcon } from 'lucide-react';
import type { TAdminStats } from '#contracts/admin';
import { Card } from '#web/components/ui/card.tsx';
import { formatCount } from '#web/lib/format.ts';

const counters: { key: keyof TAdminStats; label: string; icon: LucideIcon }[] = [
  { key: 'users', label: 'Utilisateurs', icon: Users },
  { key: 'jobs', label: 'Missions', icon: Briefcase },
  { key: 'applications', label: 'Candidatures', icon: ClipboardList },
  { key: 'reviews', label: 'Avis', icon: Star },
];

/** The platform's four totals. */
export function StatsCounters({ stats }: { stats: TAdminStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {counters.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex items-center gap-4 p-5">
          <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatCount(stats[key])}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
