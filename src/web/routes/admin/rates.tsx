import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export default function AdminRatesRoute() {
  return (
    <PageShell title="Fourchettes de tarifs">
      <ComingSoon />
    </PageShell>
  );
}
