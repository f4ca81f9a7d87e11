import { decisionTexts } from '#contracts/notices-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { NoticesQueue } from '#web/features/admin/components/notices/notices-queue.tsx';

export default function AdminNoticesRoute() {
  return (
    <PageShell title={decisionTexts.queueTitle}>
      <NoticesQueue />
    </PageShell>
  );
}
