import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX } from './admin-terms.ts';
import { zText } from './text.ts';

/** A dashboard counter: the total, and the rows created this calendar month and the previous one. */
const ZCounter = z.object({ total: z.number().int(), thisMonth: z.number().int(), lastMonth: z.number().int() });
export type TAdminCounter = z.infer<typeof ZCounter>;

/** 'Tableau de bord': real counters, monthly series, recent activity and system checks. */
export const ZAdminDashboardResponse = z.object({
  counters: z.object({ users: ZCounter, jobs: ZCounter, applications: ZCounter, reviews: ZCounter }),
  /** The last 6 calendar months (Paris time), oldest first; `month` is YYYY-MM. */
  months: z.array(z.object({ month: z.string(), signups: z.number().int(), missions: z.number().int() })),
  activity: z.array(z.lazy(() => ZAuditEntry)),
  health: z.object({
    databaseMs: z.number(),
    storage: z.enum(['ok', 'failed']),
    mailFailures24h: z.number().int(),
    payments: z.enum(['simulator', 'stripe', 'none']),
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardResponse>;

/**
 * The query string every back-office list accepts: page (1-based), page size and a search text
 * (case-insensitive substring). Lists extend it with their own filters and sort.
 */
export const ZAdminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  q: zText(ADMIN_SEARCH_MAX, { trim: true }).optional(),
});
export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;

/** One page of a back-office list: the rows and the real total for 'Affichage de X à Y sur N résultats'. */
export function zAdminPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type TAdminPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** An entry of the audit log, as 'Activité récente' shows it. */
export const ZAuditEntry = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  label: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() })),
  createdAt: z.iso.datetime(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
