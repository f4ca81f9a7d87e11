import { userTypeLabels } from '#contracts/accounts-terms';
import type { TAdminUsersFilters } from '#contracts/admin-users';
import { ADMIN_USERS_CSV_HEADER, ADMIN_USERS_TIME_ZONE, adminUserStatusLabels } from '#contracts/admin-users-terms';
import type { Db } from '#server/db/index';
import { toCsv } from './csv.ts';
import { selectUsers } from './service.ts';

const day = new Intl.DateTimeFormat('fr-FR', { timeZone: ADMIN_USERS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** The file's name, dated (Paris day): `utilisateurs-2025-03-01.csv`. */
export function exportFileName(now: Date): string {
  const [dd, mm, yyyy] = day.format(now).split('/');
  return `utilisateurs-${yyyy}-${mm}-${dd}.csv`;
}

/** Every account the filters match (not one page), as the list orders them: Nom;Email;Type;Inscrit le;Statut. */
export async function exportUsersCsv(db: Db, filters: TAdminUsersFilters): Promise<string> {
  const rows = await selectUsers(db, filters);
  return toCsv(
    ADMIN_USERS_CSV_HEADER,
    rows.map((row) => [
      row.fullName,
      row.email,
      userTypeLabels[row.userType],
      day.format(row.createdAt),
      row.suspendedAt ? adminUserStatusLabels.suspended : adminUserStatusLabels.active,
    ]),
  );
}
