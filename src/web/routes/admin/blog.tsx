import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export default function AdminBlogRoute() {
  return (
    <PageShell title="Gestion du blog">
      <ComingSoon />
    </PageShell>
  );
}
