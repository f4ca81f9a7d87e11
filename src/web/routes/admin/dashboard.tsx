import { errorMessages } from '#contracts/errors-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAdminStats } from '#web/features/admin/api/get-admin-stats.ts';
import { StatsCounters } from '#web/features/admin/components/stats-counters.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';

export default function AdminDashboardRoute() {
  const stats = useAdminStats();
  return (
    <PageShell title="Tableau de bord">
      {stats.isPending ? (
        <PageSpinner />
      ) : stats.isError ? (
        <Alert tone="error">{errorMessageOf(stats.error, errorMessages.internal)}</Alert>
      ) : (
        <StatsCounters stats={stats.data} />
      )}
    </PageShell>
  );
}
