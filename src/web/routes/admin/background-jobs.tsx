import { adminBackgroundJobMessages } from '#contracts/admin-background-jobs-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { useAdminBackgroundJobs } from '#web/features/admin/api/get-admin-background-jobs.ts';
import { FailedJobsTable } from '#web/features/admin/components/background-jobs/failed-jobs-table.tsx';
import { ListPanel } from '#web/features/admin/components/list-panel.tsx';
import { useListParams } from '#web/features/admin/hooks/use-list-params.ts';

const NO_FILTERS = {};

export default function AdminBackgroundJobsRoute() {
  const list = useListParams(NO_FILTERS);
  const jobs = useAdminBackgroundJobs(list.apiQuery);
  return (
    <PageShell title={adminBackgroundJobMessages.title} description={adminBackgroundJobMessages.intro}>
      <ListPanel
        query={jobs}
        loadError={adminBackgroundJobMessages.loadFailed}
        empty={{ title: adminBackgroundJobMessages.empty, hint: adminBackgroundJobMessages.emptyHint }}
        page={list.page}
        onPage={list.setPage}
      >
        {(items) => <FailedJobsTable jobs={items} />}
      </ListPanel>
    </PageShell>
  );
}
