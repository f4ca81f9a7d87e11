import { useState } from 'react';
import type { TAdminUser } from '#contracts/admin-users';
import { adminUsersLabels, adminUsersMessages } from '#contracts/admin-users-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { adminUsersExportUrl } from '#web/features/admin/api/export-admin-users.ts';
import { useAdminUsers } from '#web/features/admin/api/get-admin-users.ts';
import { useSuspension } from '#web/features/admin/api/suspend-user.ts';
import { ListPanel } from '#web/features/admin/components/list-panel.tsx';
import { UserTypeCounts } from '#web/features/admin/components/users/user-type-counts.tsx';
import { UsersFilters } from '#web/features/admin/components/users/users-filters.tsx';
import { UsersTable } from '#web/features/admin/components/users/users-table.tsx';
import { useListParams } from '#web/features/admin/hooks/use-list-params.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';

const FILTERS = { q: '', type: 'all', start: '', end: '' };

export default function AdminUsersRoute() {
  const { values, page, setValues, setPage, apiQuery } = useListParams(FILTERS);
  const users = useAdminUsers(apiQuery);
  const suspension = useSuspension();
  const [toSuspend, setToSuspend] = useState<TAdminUser | null>(null);

  const suspend = (user: TAdminUser) =>
    suspension.mutate(
      { id: user.id, action: 'suspend' },
      {
        onSuccess: () => {
          setToSuspend(null);
          toast.success(adminUsersMessages.suspended);
        },
      },
    );
  const reactivate = (user: TAdminUser) =>
    suspension.mutate(
      { id: user.id, action: 'reactivate' },
      {
        onSuccess: () => toast.success(adminUsersMessages.reactivated),
        onError: (error) => toast.error(errorMessageOf(error, adminUsersMessages.actionFailed)),
      },
    );

  return (
    <PageShell title={adminUsersLabels.title}>
      {users.data && <UserTypeCounts counts={users.data.counts} />}
      <Card className="space-y-4 p-5">
        <UsersFilters values={values} onChange={setValues} exportUrl={adminUsersExportUrl(apiQuery)} />
      </Card>
      <ListPanel
        query={users}
        loadError={adminUsersMessages.loadError(adminUsersMessages.actionFailed)}
        refusedError={adminUsersMessages.loadError}
        empty={{ title: adminUsersMessages.emptyTitle, hint: adminUsersMessages.emptyHint }}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <UsersTable
            users={items}
            busyId={suspension.isPending ? (suspension.variables?.id ?? null) : null}
            onSuspend={(user) => {
              suspension.reset();
              setToSuspend(user);
            }}
            onReactivate={reactivate}
          />
        )}
      </ListPanel>
      {toSuspend && (
        <ConfirmDialog
          message={adminUsersMessages.confirmSuspend}
          confirmLabel={adminUsersLabels.suspend}
          busyLabel={adminUsersLabels.suspending}
          busy={suspension.isPending}
          error={suspension.isError ? errorMessageOf(suspension.error, adminUsersMessages.actionFailed) : null}
          onConfirm={() => suspend(toSuspend)}
          onCancel={() => setToSuspend(null)}
        />
      )}
    </PageShell>
  );
}
