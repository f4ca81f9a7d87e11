import { decisionTexts } from '#contracts/notices-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { DecidedNotices, NoticesQueue } from '#web/features/admin/components/notices/notices-queue.tsx';

export default function AdminNoticesRoute() {
  return (
    <PageShell title={decisionTexts.queueTitle}>
      <Tabs
        label={decisionTexts.queueTitle}
        tabs={[
          { id: 'queue', label: decisionTexts.queueTab, content: <NoticesQueue /> },
          { id: 'decided', label: decisionTexts.decidedTab, content: <DecidedNotices /> },
        ]}
      />
    </PageShell>
  );
}
