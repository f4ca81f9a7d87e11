import { useState } from 'react';
import type { TAdminJob } from '#contracts/admin-missions';
import { ADMIN_MISSING_BUDGET, adminMissionMessages } from '#contracts/admin-missions-terms';
import { formatBudget } from '#web/lib/format.ts';
import { formatLocation } from '#contracts/missions-terms';
import { REMOTE_LOCATION } from '#contracts/search-terms';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { MissionStatusBadge } from '#web/components/ui/mission-status-badge.tsx';
import { RowMenu, type RowMenuItem } from '#web/components/ui/row-menu.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.tsx';
import { paths } from '#contracts/paths';
import { useModerateAdminMission, type TMissionModeration } from '../../api/moderate-admin-mission.ts';

const actionFailed = "L'action n'a pas pu être effectuée. Veuillez réessayer.";
const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** 'Gestion des missions' rows: mission, client, status, budget, date and the row menu. */
export function MissionsTable({ missions }: { missions: TAdminJob[] }) {
  const [pending, setPending] = useState<{ mission: TAdminJob; action: TMissionModeration } | null>(null);
  const moderate = useModerateAdminMission();

  const itemsFor = (mission: TAdminJob): RowMenuItem[] => [
    // Admins open drafts too (the page shows them the 'Brouillon' badge).
    { label: 'Voir la mission', to: paths.mission(mission.id) },
    ...(mission.status === 'open' ? [{ label: 'Clôturer', onSelect: () => setPending({ mission, action: 'close' }) }] : []),
    { label: 'Supprimer', danger: true, onSelect: () => setPending({ mission, action: 'delete' }) },
  ];

  const confirm = () => {
    if (!pending) return;
    moderate.mutate(
      { id: pending.mission.id, action: pending.action },
      {
        onSuccess: () => {
          toast.success(pending.action === 'close' ? adminMissionMessages.closed : adminMissionMessages.deleted);
          setPending(null);
        },
      },
    );
  };

  return (
    <>
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={head}>Mission</th>
              <th className={head}>Client</th>
              <th className={head}>Statut</th>
              <th className={head}>Budget</th>
              <th className={head}>Date</th>
              <th className={head}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {missions.map((mission) => (
              <tr key={mission.id} className="text-sm">
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{mission.title}</p>
                  <p className="text-slate-500">{formatLocation(mission.location, mission.isRemote ? REMOTE_LOCATION : undefined)}</p>
                </td>
                <td className="px-4 py-3">
                  <p className="text-slate-900">{mission.client.fullName}</p>
                  <p className="text-slate-500">{mission.client.email}</p>
                </td>
                <td className="px-4 py-3">
                  <MissionStatusBadge status={mission.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatBudget(mission.budgetMin, mission.budgetMax, ADMIN_MISSING_BUDGET)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(mission.createdAt)}</td>
                <td className="px-4 py-3 text-right">
                  <RowMenu label={`Actions pour « ${mission.title} »`} items={itemsFor(mission)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pending && (
        <ConfirmDialog
          message={pending.action === 'close' ? adminMissionMessages.confirmClose : adminMissionMessages.confirmDelete}
          confirmLabel={pending.action === 'close' ? 'Clôturer' : 'Supprimer'}
          busy={moderate.isPending}
          error={moderate.isError ? errorMessageOf(moderate.error, actionFailed) : null}
          onConfirm={confirm}
          onCancel={() => {
            moderate.reset();
            setPending(null);
          }}
        />
      )}
    </>
  );
}
