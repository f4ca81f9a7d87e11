import { z } from 'zod';
import { zParam, zText } from './text.ts';
import { zWholeNumber } from './whole-number.ts';
import { ZUserType } from './accounts.ts';
import { LOCATION_MAX_LENGTH } from './accounts-terms.ts';
import { ZApplication } from './applications.ts';
import { ZBrief, ZBriefFields } from './briefs.ts';
import { briefMessages } from './briefs-terms.ts';
import {
  JOB_BUDGET_MAX,
  JOB_CLOSE_OUTCOMES,
  JOB_DESCRIPTION_LENGTH,
  JOB_DURATION_MAX_LENGTH,
  JOB_PUBLISH_STATUSES,
  JOB_REQUIREMENT_MAX_LENGTH,
  JOB_REQUIREMENTS_MAX,
  JOB_SKILLS_MAX,
  JOB_STATUSES,
  JOB_TITLE_LENGTH,
  JOB_TYPES,
} from './missions-terms.ts';
import { jobMessages } from './missions-messages.ts';

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
  /** Facts computed from the client's own history, shown before anyone pays. */
  facts: z.object({
    memberSince: z.iso.datetime(),
    /** Missions published (drafts excluded). */
    missionsPublished: z.number().int(),
    /** Share (0–1) of the applications received that were answered; null with none received. */
    responseRate: z.number().min(0).max(1).nullable(),
    /** Share (0–1) of the closed missions filled on CM Connect; null with none closed. */
    hireRate: z.number().min(0).max(1).nullable(),
    /**
     * Share (0–1) of the applications whose 7-day window is over (or opened) that the client opened
     * within it (ADR 0054); null with none to count.
     */
    openedInTimeRate: z.number().min(0).max(1).nullable(),
    /** Median hours from an application to its opening, over those opened; null with none opened. */
    medianHoursToOpen: z.number().min(0).nullable(),
  }),
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
  /** What the client asks for: networks, monthly volumes, ads, start (issue 23). */
  brief: ZBrief,
  /** The chosen place's coordinates (a city's centre), null for a remote mission without one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
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

const zBudget = zWholeNumber(jobMessages.budgetInteger, 0, JOB_BUDGET_MAX, jobMessages.budgetTooHigh).nullable();

/**
 * The mission form and POST /api/jobs, PATCH /api/jobs/:id. Keys are the spec's job fields
 * (they are the form controls' names). A location comes from the suggestions, with its
 * coordinates, unless the mission is remote; the server checks them against the geocoder.
 */
export const ZJobRequest = z
  .object({
    title: zText(JOB_TITLE_LENGTH.max, { trim: true, tooLong: jobMessages.title }).min(JOB_TITLE_LENGTH.min, jobMessages.title),
    description: zText(JOB_DESCRIPTION_LENGTH.max, { trim: true, tooLong: jobMessages.description }).min(
      JOB_DESCRIPTION_LENGTH.min,
      jobMessages.description,
    ),
    job_type: ZJobType,
    location: zText(LOCATION_MAX_LENGTH, { trim: true }),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    is_remote: z.boolean(),
    duration: zText(JOB_DURATION_MAX_LENGTH, { trim: true, tooLong: jobMessages.durationTooLong }),
    budget_min: zBudget,
    budget_max: zBudget,
    requirements: z
      .array(zText(JOB_REQUIREMENT_MAX_LENGTH, { trim: true, tooLong: jobMessages.requirementTooLong }).min(1, jobMessages.requirementEmpty))
      .max(JOB_REQUIREMENTS_MAX, jobMessages.requirementsTooMany),
    skills: z.array(z.uuid(jobMessages.unknownSkill)).max(JOB_SKILLS_MAX, jobMessages.skillsTooMany),
    /** Publish now, or keep as a draft only its owner sees. */
    status: z.enum(JOB_PUBLISH_STATUSES),
    ...ZBriefFields,
  })
  .superRefine((job, ctx) => {
    if (job.ads_budget !== null && job.ads_managed !== true) {
      ctx.addIssue({ code: 'custom', path: ['ads_budget'], message: briefMessages.adsBudgetOnlyWhenManaged });
    }
    if (job.budget_min !== null && job.budget_max !== null && job.budget_max < job.budget_min) {
      ctx.addIssue({ code: 'custom', path: ['budget_max'], message: jobMessages.budgetOrder });
    }
    const hasPlace = job.location !== '' && job.latitude !== null && job.longitude !== null;
    if (job.location !== '' ? !hasPlace : !job.is_remote) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: jobMessages.location });
    }
  });
export type TJobRequest = z.input<typeof ZJobRequest>;
export type TJobData = z.output<typeof ZJobRequest>;

/** One of the viewer's missions in 'Mes Offres'. */
export const ZOwnJob = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZJobStatus,
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  closeOutcome: z.enum(JOB_CLOSE_OUTCOMES).nullable(),
  applicationCount: z.number().int(),
  /** Applications the owner has not opened yet. */
  newApplicationCount: z.number().int(),
});
export type TOwnJob = z.infer<typeof ZOwnJob>;
export const ZOwnJobsResponse = z.object({ jobs: z.array(ZOwnJob) });
export type TOwnJobsResponse = z.infer<typeof ZOwnJobsResponse>;

/** POST /api/jobs/:id/close */
export const ZCloseJobRequest = z
  .object({
    outcome: z.enum(JOB_CLOSE_OUTCOMES, jobMessages.outcomeRequired),
    hiredApplicationId: z.uuid(jobMessages.hiredRequired).nullable(),
  })
  .superRefine((close, ctx) => {
    if (close.outcome === 'filled_here' && close.hiredApplicationId === null) {
      ctx.addIssue({ code: 'custom', path: ['hiredApplicationId'], message: jobMessages.hiredRequired });
    }
    if (close.outcome !== 'filled_here' && close.hiredApplicationId !== null) {
      ctx.addIssue({ code: 'custom', path: ['hiredApplicationId'], message: jobMessages.hiredOnlyWhenFilledHere });
    }
  });
export type TCloseJobRequest = z.input<typeof ZCloseJobRequest>;

/** GET /api/jobs/:id/applications: the mission's received applications, with whether each was new. */
export const ZJobApplicationsResponse = z.object({
  applications: z.array(ZApplication.extend({ isNew: z.boolean() })),
});
export type TJobApplicationsResponse = z.infer<typeof ZJobApplicationsResponse>;
