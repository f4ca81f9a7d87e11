import { z } from 'zod';

export const ZAdminStatsResponse = z.object({
  users: z.number().int(),
  jobs: z.number().int(),
  applications: z.number().int(),
  reviews: z.number().int(),
});
export type TAdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;
export type TAdminStats = z.infer<typeof ZAdminStatsResponse>;
