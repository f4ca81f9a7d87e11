import { z } from 'zod';
import { ZAdminListQuery, zAdminPage } from './admin.ts';

/** 'Tâches en échec': pages of the failed background jobs (no search: there are few). */
export const ZAdminBackgroundJobsQuery = ZAdminListQuery.pick({ page: true, pageSize: true });
export type TAdminBackgroundJobsQuery = z.infer<typeof ZAdminBackgroundJobsQuery>;

/** A background job that used up its attempts (or whose payload was invalid): never its payload. */
export const ZAdminBackgroundJob = z.object({
  id: z.string(),
  /** `mail.deliver`, `realtime.push`…: shown with its French label when it has one. */
  kind: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
});
export type TAdminBackgroundJob = z.infer<typeof ZAdminBackgroundJob>;
export const ZAdminBackgroundJobsResponse = zAdminPage(ZAdminBackgroundJob);
export type TAdminBackgroundJobsResponse = z.infer<typeof ZAdminBackgroundJobsResponse>;
