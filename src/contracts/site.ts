import { z } from 'zod';
import { SITE_LANGUAGES } from './site-terms.ts';

/** GET /api/site: what every page shows of the settings (public; answered during maintenance too). */
export const ZSiteInfoResponse = z.object({
  siteName: z.string(),
  /** 'Email de contact': the contact page shows it. */
  contactEmail: z.string(),
  defaultLanguage: z.enum(SITE_LANGUAGES),
  maintenanceMode: z.boolean(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfoResponse>;
