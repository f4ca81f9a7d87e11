import { z } from 'zod';

/** GET /api/site/stats: the home page's figures, counted in the database (public members and missions only). */
export const ZSiteStatsResponse = z.object({
  managers: z.number().int(),
  companies: z.number().int(),
  /** Missions ever published (drafts are not). */
  missions: z.number().int(),
  /** Published reviews, and their average (null without any). */
  reviews: z.number().int(),
  averageRating: z.number().nullable(),
});
export type TSiteStatsResponse = z.infer<typeof ZSiteStatsResponse>;
