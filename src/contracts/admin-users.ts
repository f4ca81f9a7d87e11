import { z } from 'zod';
import { ZUserType } from './accounts.ts';
import { ZAdminListQuery, zAdminPage } from './admin.ts';
import { ADMIN_SEARCH_MAX } from './admin-terms.ts';
import { ADMIN_USER_TYPE_FILTERS, adminUsersMessages } from './admin-users-terms.ts';
import { zParam, zText } from './text.ts';

/** An inscription day, 'YYYY-MM-DD' (a date input's value). */
const zDay = () => zText(10).pipe(z.iso.date({ error: adminUsersMessages.invalidDate }));

/** The list's filters: the page's query and the CSV export's share them. */
const filters = {
  q: zText(ADMIN_SEARCH_MAX, { trim: true }).optional(),
  type: z.enum(ADMIN_USER_TYPE_FILTERS).default('all'),
  start: zDay().optional(),
  end: zDay().optional(),
};

/** Inclusive days: the end may be the start's day, not before it. */
const endNotBeforeStart = (value: { start?: string | undefined; end?: string | undefined }) => !value.start || !value.end || value.start <= value.end;
const endIssue = { message: adminUsersMessages.endBeforeStart, path: ['end'] };

export const ZAdminUsersFilters = z.object(filters).refine(endNotBeforeStart, endIssue);
export type TAdminUsersFilters = z.infer<typeof ZAdminUsersFilters>;

export const ZAdminUsersQuery = ZAdminListQuery.extend(filters).refine(endNotBeforeStart, endIssue);
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  userType: ZUserType,
  createdAt: z.iso.datetime(),
  /** Set while the account is suspended. */
  suspendedAt: z.iso.datetime().nullable(),
  /** Admins cannot be suspended. */
  isAdmin: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** Accounts per type (deleted accounts left out), for the header cards. */
export const ZAdminUserCounts = z.object({
  community_manager: z.number().int(),
  company: z.number().int(),
  individual: z.number().int(),
});
export type TAdminUserCounts = z.infer<typeof ZAdminUserCounts>;

export const ZAdminUsersResponse = zAdminPage(ZAdminUser).extend({
  counts: ZAdminUserCounts,
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminUserParams = z.object({ id: zParam() });

export const ZAdminUserResponse = z.object({ user: ZAdminUser });
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponse>;
