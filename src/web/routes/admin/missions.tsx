import { ADMIN_JOB_SORT_LABELS, ADMIN_JOB_SORTS, adminMissionMessages } from '#contracts/admin-missions-terms';
import { JOB_STATUS_LABELS, JOB_STATUSES } from '#contracts/missions-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { useAdminMissions } from '#web/features/admin/api/get-admin-missions.ts';
import { FilterSelect, ListFilters } from '#web/features/admin/components/list-filters.tsx';
import { ListPanel } from '#web/features/admin/components/list-panel.tsx';
import { ListSearch } from '#web/features/admin/components/list-search.tsx';
import { MissionsTable } from '#web/features/admin/components/missions/missions-table.tsx';
import { useListParams } from '#web/features/admin/hooks/use-list-params.ts';

const DEFAULTS = { q: '', status: 'all', sort: 'newest' };
const statusOptions = [
  { value: 'all', label: 'Tous les statuts' },
  ...JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] })),
];
const sortOptions = ADMIN_JOB_SORTS.map((sort) => ({ value: sort, label: ADMIN_JOB_SORT_LABELS[sort] }));

export default function AdminMissionsRoute() {
  const list = useListParams(DEFAULTS);
  const missions = useAdminMissions(list.apiQuery);
  return (
    <PageShell title="Gestion des missions">
      <ListFilters>
        <ListSearch label="Rechercher une mission" value={list.values.q} onSearch={(q) => list.setValues({ q })} />
        <FilterSelect label="Statut" value={list.values.status} options={statusOptions} onChange={(status) => list.setValues({ status })} />
        <FilterSelect label="Trier par" value={list.values.sort} options={sortOptions} onChange={(sort) => list.setValues({ sort })} />
      </ListFilters>
      <ListPanel
        query={missions}
        loadError={adminMissionMessages.loadJobsFailed}
        empty={{ title: adminMissionMessages.noJobs }}
        page={list.page}
        onPage={list.setPage}
      >
        {(items) => <MissionsTable missions={items} />}
      </ListPanel>
    </PageShell>
  );
}
