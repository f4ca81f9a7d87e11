import { count, desc, eq, isNull } from 'drizzle-orm';
import type { TAdminUser, TAdminUserCounts, TAdminUsersFilters, TAdminUsersQuery, TAdminUsersResponse } from '#contracts/admin-users';
import { user } from '#server/auth/read-model';
import type { DbOrTx, Db } from '#server/db/index';
import { profiles } from '#server/modules/profiles/read-model';
import { listPage } from '../list.ts';
import { usersWhere } from './filters.ts';

const columns = {
  id: profiles.id,
  fullName: profiles.fullName,
  email: profiles.email,
  userType: profiles.userType,
  createdAt: profiles.createdAt,
  suspendedAt: profiles.suspendedAt,
  role: user.role,
};

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export function toAdminUser(row: UserRow): TAdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    userType: row.userType,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    isAdmin: row.role === 'admin',
  };
}

/** The accounts matching the filters, newest first (then by id, so pages never overlap). */
export function selectUsers(db: DbOrTx, filters: TAdminUsersFilters) {
  return db
    .select(columns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(usersWhere(filters))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .$dynamic();
}

/** One account as the list shows it (deleted accounts are not found). */
export async function getAdminUser(db: DbOrTx, id: string): Promise<TAdminUser | null> {
  const [row] = await db.select(columns).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(profiles.id, id)).limit(1);
  return row ? toAdminUser(row) : null;
}

/** Accounts per type for the header cards: every account but the deleted ones, whatever the filters. */
export async function countUsersByType(db: Db): Promise<TAdminUserCounts> {
  const rows = await db
    .select({ userType: profiles.userType, value: count() })
    .from(profiles)
    .where(isNull(profiles.deletedAt))
    .groupBy(profiles.userType);
  const counts: TAdminUserCounts = { community_manager: 0, company: 0, individual: 0 };
  for (const row of rows) counts[row.userType] = row.value;
  return counts;
}

export async function listUsers(db: Db, query: TAdminUsersQuery): Promise<TAdminUsersResponse> {
  const [page, counts] = await Promise.all([
    listPage(query, {
      rows: async ({ limit, offset }) => (await selectUsers(db, query).limit(limit).offset(offset)).map(toAdminUser),
      total: async () => (await db.select({ value: count() }).from(profiles).where(usersWhere(query)))[0]?.value ?? 0,
    }),
    countUsersByType(db),
  ]);
  return { ...page, counts };
}
