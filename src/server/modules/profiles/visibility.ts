import { and, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { profiles } from '#server/db/index';

/**
 * Who the public site shows. A deleted account's tombstone (ADR 0021) and an account an admin
 * suspended are absent: their profile answers 404, they are out of the search, the sitemap and
 * the link previews, and so are their missions. Reactivating the account brings all of it back.
 */

/** The profile row (in the statement's `profiles` table) is shown on the public site. */
export const isPublicProfile = (): SQL => and(isNull(profiles.deletedAt), isNull(profiles.suspendedAt))!;

/**
 * The member with this id is not suspended, for statements that do not otherwise read their
 * profile (the searches read their own tables). An anti-join on the partial index of suspended
 * members: the planner knows from the statistics that it keeps almost every row, and reads the
 * few suspended ids once. A scalar subquery on the profile could not be estimated (0.5 % of rows
 * assumed), which made the searches sort every match instead of walking their order's index
 * (ADR 0048).
 */
export const notSuspended = (memberId: AnyColumn | SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM profiles sp WHERE sp.id = ${memberId} AND sp.suspended_at IS NOT NULL)`;
