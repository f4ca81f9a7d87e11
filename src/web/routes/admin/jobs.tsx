import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export default function AdminJobsRoute() {
  return (
    <PageShell title="Gestion des missions">
      <ComingSoon />
    </PageShell>
  );
}
