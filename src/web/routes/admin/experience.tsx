import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export default function AdminExperienceRoute() {
  return (
    <PageShell title="Niveaux d'expérience">
      <ComingSoon />
    </PageShell>
  );
}
