import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export default function FaqRoute() {
  return (
    <PageShell title="Questions fréquentes">
      <ComingSoon />
    </PageShell>
  );
}
