import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminUsersFilters } from '#contracts/admin-users';
import { ADMIN_USERS_TIME_ZONE } from '#contracts/admin-users-terms';
import { profiles } from '#server/modules/profiles/read-model';
import { matchesSearch } from '../list.ts';

/** Midnight (Paris) of the day `days` after the given 'YYYY-MM-DD'. */
const parisMidnight = (day: string, days = 0): SQL =>
  sql`((${day}::date + ${sql.raw(String(days))})::timestamp AT TIME ZONE ${ADMIN_USERS_TIME_ZONE})`;

/**
 * The accounts the list and the export show. Deleted accounts are left out: their row is an
 * anonymous tombstone (ADR 0021) with nothing to see or act on. Search: full name or email,
 * case-insensitive substring; type; inscription days, both ends included.
 */
export function usersWhere(filters: TAdminUsersFilters): SQL {
  return and(
    isNull(profiles.deletedAt),
    matchesSearch(filters.q, [profiles.fullName, profiles.email]),
    filters.type === 'all' ? undefined : eq(profiles.userType, filters.type),
    filters.start ? sql`${profiles.createdAt} >= ${parisMidnight(filters.start)}` : undefined,
    filters.end ? sql`${profiles.createdAt} < ${parisMidnight(filters.end, 1)}` : undefined,
  )!;
}
