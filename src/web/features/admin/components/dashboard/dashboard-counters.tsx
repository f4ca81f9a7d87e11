import { Briefcase, ClipboardList, Star, Users, type LucideIcon } from 'lucide-react';
import type { TAdminCounter, TAdminDashboard } from '#contracts/admin';
import { formatTrend, monthlyTrend } from '#contracts/admin-terms';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';

type Counters = TAdminDashboard['counters'];

const counters: { key: keyof Counters; label: string; icon: LucideIcon }[] = [
  { key: 'users', label: 'Utilisateurs', icon: Users },
  { key: 'jobs', label: 'Missions', icon: Briefcase },
  { key: 'applications', label: 'Candidatures', icon: ClipboardList },
  { key: 'reviews', label: 'Avis', icon: Star },
];

function TrendBadge({ counter }: { counter: TAdminCounter }) {
  const trend = monthlyTrend(counter);
  if (trend === null) return null;
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', trend >= 0 ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700')}
      title={`Ce mois-ci : ${formatCount(counter.thisMonth)} · mois dernier : ${formatCount(counter.lastMonth)}`}
    >
      {formatTrend(trend)}
      <span className="sr-only"> par rapport au mois dernier</span>
    </span>
  );
}

/** The four totals, each with the trend of this month's new rows against last month's. */
export function DashboardCounters({ counters: values }: { counters: Counters }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {counters.map(({ key, label, icon }) => (
        <StatCard key={key} icon={icon} label={label}>
          <span>{formatCount(values[key].total)}</span>
          <TrendBadge counter={values[key]} />
        </StatCard>
      ))}
    </dl>
  );
}
