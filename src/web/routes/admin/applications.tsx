import { adminMissionMessages } from '#contracts/admin-missions-terms';
import { APPLICATION_STATUSES, applicationStatusLabels } from '#contracts/applications-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { useAdminApplications } from '#web/features/admin/api/get-admin-applications.ts';
import { FilterSelect, ListFilters } from '#web/features/admin/components/list-filters.tsx';
import { ListPanel } from '#web/features/admin/components/list-panel.tsx';
import { ListSearch } from '#web/features/admin/components/list-search.tsx';
import { ApplicationsTable } from '#web/features/admin/components/missions/applications-table.tsx';
import { useListParams } from '#web/features/admin/hooks/use-list-params.ts';

const DEFAULTS = { q: '', status: 'all' };
const statusOptions = [
  { value: 'all', label: 'Tous les statuts' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: applicationStatusLabels[status] })),
];

export default function AdminApplicationsRoute() {
  const list = useListParams(DEFAULTS);
  const applications = useAdminApplications(list.apiQuery);
  return (
    <PageShell title="Gestion des candidatures">
      <ListFilters>
        <ListSearch label="Rechercher une candidature" value={list.values.q} onSearch={(q) => list.setValues({ q })} />
        <FilterSelect label="Statut" value={list.values.status} options={statusOptions} onChange={(status) => list.setValues({ status })} />
      </ListFilters>
      <ListPanel
        query={applications}
        loadError={adminMissionMessages.loadApplicationsFailed}
        empty={{ title: adminMissionMessages.noApplications }}
        page={list.page}
        onPage={list.setPage}
      >
        {(items) => <ApplicationsTable applications={items} />}
      </ListPanel>
    </PageShell>
  );
}
