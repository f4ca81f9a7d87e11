import { z } from 'zod';
import { zParam } from './text.ts';
import { ZUserType } from './accounts.ts';
import { JOB_STATUSES, JOB_TYPES } from './jobs-terms.ts';

export const ZJobStatus = z.enum(JOB_STATUSES);

export const ZJobType = z.enum(JOB_TYPES);

const ZNamedRef = z.object({ id: z.uuid(), name: z.string() });

/** The client as the mission page shows it; contact details (email, phone) are not public. */
export const ZJobClient = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  userType: ZUserType,
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
});
export type TJobClient = z.infer<typeof ZJobClient>;

/** What every view of a mission shows: the detail page and the search card. */
export const ZJobFacts = z.object({
  id: z.uuid(),
  title: z.string(),
  jobType: ZJobType,
  location: z.string().nullable(),
  isRemote: z.boolean(),
  duration: z.string().nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /api/jobs/:id */
export const ZJobDetail = ZJobFacts.extend({
  description: z.string(),
  status: ZJobStatus,
  requirements: z.array(z.string()),
  skills: z.array(ZNamedRef),
  client: ZJobClient,
  statistics: z.object({ applicationCount: z.number().int() }),
  /** True when the signed-in viewer published this mission. */
  isOwner: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;
export const ZJobDetailResponse = z.object({ job: ZJobDetail });
export type TJobDetailResponse = z.infer<typeof ZJobDetailResponse>;

export const ZJobParams = z.object({ id: zParam() });
