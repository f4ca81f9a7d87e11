import { z } from 'zod';
import { FIRST_STEP_LABELS, type TFirstStep } from './first-steps-terms.ts';

const stepKeys = Object.keys(FIRST_STEP_LABELS) as [TFirstStep, ...TFirstStep[]];

/** GET /api/me/first-steps: the member's steps in order, which are done, and whether the dashboard still shows them. */
export const ZFirstStepsResponse = z.object({
  steps: z.array(z.object({ key: z.enum(stepKeys), done: z.boolean() })),
  /** Whole percent of the steps done. */
  percent: z.number().int().min(0).max(100),
  /** The first step not done, or null when all are. */
  next: z.enum(stepKeys).nullable(),
  /** The member closed the dashboard's checklist (the meter on 'Mon Profil' stays). */
  dismissed: z.boolean(),
});
export type TFirstStepsResponse = z.infer<typeof ZFirstStepsResponse>;
