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
 * profile (the searches read their own tables). A scalar subquery, not NOT EXISTS: it stays one
 * primary-key probe per candidate row, where an anti-join could be planned as a scan of every
 * profile.
 */
export const notSuspended = (memberId: AnyColumn | SQL): SQL => sql`(SELECT sp.suspended_at FROM profiles sp WHERE sp.id = ${memberId}) IS NULL`;
