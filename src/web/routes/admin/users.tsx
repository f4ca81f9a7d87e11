import { useState } from 'react';
import type { TAdminUser } from '#contracts/admin-users';
import { adminUsersLabels, adminUsersMessages } from '#contracts/admin-users-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { adminUsersExportUrl } from '#web/features/admin/api/export-admin-users.ts';
import { useAdminUsers } from '#web/features/admin/api/get-admin-users.ts';
import { useSuspension } from '#web/features/admin/api/suspend-user.ts';
import { ListPagination } from '#web/features/admin/components/list-pagination.tsx';
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
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError ? (
        <Alert tone="error">{adminUsersMessages.loadError(errorMessageOf(users.error, adminUsersMessages.actionFailed))}</Alert>
      ) : users.data.items.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="font-semibold text-slate-900">{adminUsersMessages.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-500">{adminUsersMessages.emptyHint}</p>
          {users.data.total > 0 && (
            <ListPagination page={page} pageSize={users.data.pageSize} total={users.data.total} onPage={setPage} />
          )}
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <UsersTable
            users={users.data.items}
            busyId={suspension.isPending ? (suspension.variables?.id ?? null) : null}
            onSuspend={(user) => {
              suspension.reset();
              setToSuspend(user);
            }}
            onReactivate={reactivate}
          />
          <ListPagination page={page} pageSize={users.data.pageSize} total={users.data.total} onPage={setPage} />
        </Card>
      )}
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
