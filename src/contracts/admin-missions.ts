import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications-terms.ts';
import { ZAdminListQuery, zAdminPage } from './admin.ts';
import { ADMIN_JOB_SORTS } from './admin-missions-terms.ts';
import { JOB_STATUSES } from './missions-terms.ts';

const ZPerson = z.object({ id: z.string(), fullName: z.string(), email: z.string(), avatarUrl: z.string().nullable() });

export const ZAdminJobsQuery = ZAdminListQuery.extend({
  status: z.enum(JOB_STATUSES).optional(),
  sort: z.enum(ADMIN_JOB_SORTS).default('newest'),
});
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

export const ZAdminJob = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  isRemote: z.boolean(),
  status: z.enum(JOB_STATUSES),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  applicationsCount: z.number().int(),
  client: ZPerson,
  createdAt: z.iso.datetime(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;
export const ZAdminJobsResponse = zAdminPage(ZAdminJob);
export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;

export const ZAdminApplicationsQuery = ZAdminListQuery.extend({ status: z.enum(APPLICATION_STATUSES).optional() });
export type TAdminApplicationsQuery = z.infer<typeof ZAdminApplicationsQuery>;

export const ZAdminApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  coverLetter: z.string(),
  applicant: ZPerson,
  job: z.object({ id: z.string(), title: z.string(), status: z.enum(JOB_STATUSES) }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAdminApplication = z.infer<typeof ZAdminApplication>;
export const ZAdminApplicationsResponse = zAdminPage(ZAdminApplication);
export type TAdminApplicationsResponse = z.infer<typeof ZAdminApplicationsResponse>;
