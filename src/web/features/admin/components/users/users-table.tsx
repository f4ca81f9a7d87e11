import { Link } from 'react-router';
import { userTypeLabels } from '#contracts/accounts-terms';
import type { TAdminUser } from '#contracts/admin-users';
import { adminUsersLabels } from '#contracts/admin-users-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonStyles } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';

type Props = {
  users: TAdminUser[];
  /** The account whose suspension is being changed (its button is busy). */
  busyId: string | null;
  onSuspend: (user: TAdminUser) => void;
  onReactivate: (user: TAdminUser) => void;
};

const { columns } = adminUsersLabels;

/** Nom, Email, Type, Inscrit le, Actions ('Voir le profil', suspend or reactivate). */
export function UsersTable({ users, busyId, onSuspend, onReactivate }: Props) {
  const cell = 'px-4 py-3 text-sm';
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            {[columns.name, columns.email, columns.type, columns.createdAt].map((label) => (
              <th key={label} scope="col" className={`${cell} text-left font-semibold text-slate-700`}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right font-semibold text-slate-700`}>
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {users.map((user) => (
            <tr key={user.id}>
              <td className={`${cell} font-medium text-slate-900`}>
                <span className="flex flex-wrap items-center gap-2">
                  {user.fullName}
                  {user.isAdmin && <Badge tone="indigo">{adminUsersLabels.adminBadge}</Badge>}
                  {user.suspendedAt && <Badge tone="red">{adminUsersLabels.suspendedBadge}</Badge>}
                </span>
              </td>
              <td className={`${cell} text-slate-600`}>{user.email}</td>
              <td className={`${cell} text-slate-600`}>{userTypeLabels[user.userType]}</td>
              <td className={`${cell} whitespace-nowrap text-slate-600`}>{formatDate(user.createdAt)}</td>
              <td className={`${cell} text-right`}>
                <span className="inline-flex items-center gap-2">
                  {/* A suspended profile is off the public site: there is nothing to open. */}
                  {!user.suspendedAt && (
                    <Link to={paths.profile(user.id)} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                      {adminUsersLabels.viewProfile}
                    </Link>
                  )}
                  {user.suspendedAt ? (
                    <Button variant="secondary" size="sm" busy={busyId === user.id} onClick={() => onReactivate(user)}>
                      {adminUsersLabels.reactivate}
                    </Button>
                  ) : (
                    !user.isAdmin && (
                      <Button variant="danger" size="sm" disabled={busyId === user.id} onClick={() => onSuspend(user)}>
                        {adminUsersLabels.suspend}
                      </Button>
                    )
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
