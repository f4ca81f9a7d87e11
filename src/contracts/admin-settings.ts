import { z } from 'zod';
import { zEmail } from './accounts.ts';
import { adminSettingsMessages as messages, SESSION_TIMEOUT_MAX, SESSION_TIMEOUT_MIN, SITE_NAME_MAX_LENGTH } from './admin-settings-terms.ts';
import { SITE_LANGUAGES } from './site-terms.ts';
import { zText } from './text.ts';

/** PUT /api/admin/settings: the whole settings record (the form always sends every field). */
export const ZAdminSettingsRequest = z.object({
  siteName: zText(SITE_NAME_MAX_LENGTH, { trim: true, error: messages.siteNameRequired }).min(1, messages.siteNameRequired),
  contactEmail: zEmail(messages.contactEmail),
  defaultLanguage: z.enum(SITE_LANGUAGES, messages.language),
  twoFactorEnabled: z.boolean(messages.toggle),
  sessionTimeout: z
    .number(messages.sessionTimeout)
    .int(messages.sessionTimeout)
    .min(SESSION_TIMEOUT_MIN, messages.sessionTimeout)
    .max(SESSION_TIMEOUT_MAX, messages.sessionTimeout),
  maintenanceMode: z.boolean(messages.toggle),
});
export type TAdminSettingsRequest = z.infer<typeof ZAdminSettingsRequest>;
/** What the form edits (the fields before the schema's trimming and lower-casing). */
export type TAdminSettingsForm = z.input<typeof ZAdminSettingsRequest>;

export const ZAdminSettingsResponse = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  defaultLanguage: z.enum(SITE_LANGUAGES),
  twoFactorEnabled: z.boolean(),
  sessionTimeout: z.number().int(),
  maintenanceMode: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettingsResponse>;
