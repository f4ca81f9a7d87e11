import { lazy, Suspense } from 'react';
import { errorMessages } from '#contracts/errors-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { PageSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminDashboard } from '#web/features/admin/api/get-admin-dashboard.ts';
import { DashboardCounters } from '#web/features/admin/components/dashboard/dashboard-counters.tsx';
import { RecentActivity } from '#web/features/admin/components/dashboard/recent-activity.tsx';
import { SystemStatus } from '#web/features/admin/components/dashboard/system-status.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';

// recharts is large: it loads with the charts, not with the admin area.
const MonthlyChart = lazy(() => import('#web/features/admin/components/dashboard/monthly-chart.tsx'));

export default function AdminDashboardRoute() {
  const dashboard = useAdminDashboard();
  if (dashboard.isPending)
    return (
      <PageShell title="Tableau de bord">
        <PageSpinner />
      </PageShell>
    );
  if (dashboard.isError) {
    return (
      <PageShell title="Tableau de bord">
        <Alert tone="error">{errorMessageOf(dashboard.error, errorMessages.internal)}</Alert>
      </PageShell>
    );
  }
  const { counters, months, activity, health } = dashboard.data;
  return (
    <PageShell title="Tableau de bord">
      <DashboardCounters counters={counters} />
      <Suspense fallback={<Spinner />}>
        <div className="grid gap-6 lg:grid-cols-2">
          <MonthlyChart title="Nouvelles inscriptions" color="#4f46e5" data={months.map((m) => ({ month: m.month, value: m.signups }))} />
          <MonthlyChart title="Missions publiées" color="#059669" data={months.map((m) => ({ month: m.month, value: m.missions }))} />
        </div>
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity entries={activity} />
        </div>
        <SystemStatus health={health} />
      </div>
    </PageShell>
  );
}
