import { z } from 'zod';
import { zEmail } from './accounts.ts';
import {
  adminSettingsMessages as messages,
  LEGAL_TEXT_MAX_LENGTH,
  SESSION_TIMEOUT_MAX,
  SESSION_TIMEOUT_MIN,
  SITE_NAME_MAX_LENGTH,
} from './admin-settings-terms.ts';
import { SITE_LANGUAGES } from './site-terms.ts';
import { zText } from './text.ts';

/** PUT /api/admin/settings: the whole settings record (the form always sends every field; a legal mention left out is empty). */
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
  legalName: zText(LEGAL_TEXT_MAX_LENGTH, { trim: true }).default(''),
  /** 14 digits, spaces allowed as typed; empty until the admin enters it. */
  siret: zText(LEGAL_TEXT_MAX_LENGTH, { trim: true })
    .regex(/^(\d\s*){14}$|^$/, messages.siret)
    .default(''),
  legalAddress: zText(LEGAL_TEXT_MAX_LENGTH, { trim: true }).default(''),
  /** FR12345678901: two letters, then 2 to 13 letters or digits; empty until entered. */
  vatNumber: zText(LEGAL_TEXT_MAX_LENGTH, { trim: true })
    .toUpperCase()
    .regex(/^[A-Z]{2}[0-9A-Z ]{2,15}$|^$/, messages.vatNumber)
    .default(''),
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
  legalName: z.string(),
  siret: z.string(),
  legalAddress: z.string(),
  vatNumber: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettingsResponse>;
