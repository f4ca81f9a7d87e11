import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export default function AdminReviewsRoute() {
  return (
    <PageShell title="Gestion des avis">
      <ComingSoon />
    </PageShell>
  );
}
