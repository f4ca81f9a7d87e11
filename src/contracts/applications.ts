import { z } from 'zod';
import { zParam, zText } from './text.ts';
import { APPLICATION_STATUSES, COVER_LETTER_MAX_LENGTH, applicationMessages } from './applications-terms.ts';

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

export const ZApplyRequest = z.object({
  coverLetter: zText(COVER_LETTER_MAX_LENGTH, { trim: true }).min(1, applicationMessages.coverLetterRequired),
});
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

/** A mission or application id in the path (a malformed one answers 404). */
export const ZIdParams = z.object({ id: zParam() });

export const ZAnswerApplicationRequest = z.object({ status: z.enum(['accepted', 'rejected']) });

const ZPerson = z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), avatarUrl: z.string().nullable() });

export const ZApplication = z.object({
  id: z.uuid(),
  status: ZApplicationStatus,
  coverLetter: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  client: z.object({ id: z.uuid(), fullName: z.string(), companyName: z.string().nullable() }),
  applicant: ZPerson,
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationResponse = z.object({ application: ZApplication });
export type TApplicationResponse = z.infer<typeof ZApplicationResponse>;

export const ZApplicationsResponse = z.object({ applications: z.array(ZApplication) });
export type TApplicationsResponse = z.infer<typeof ZApplicationsResponse>;

/** What the mission page needs to know about the signed-in viewer. */
export const ZJobViewerState = z.object({
  entitled: z.boolean(),
  application: z.object({ id: z.uuid(), status: ZApplicationStatus, createdAt: z.iso.datetime() }).nullable(),
  clientContact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
});
export type TJobViewerState = z.infer<typeof ZJobViewerState>;
