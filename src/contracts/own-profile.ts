import { z } from 'zod';
import { zText } from './text.ts';
import { COMPANY_NAME_MAX_LENGTH, FULL_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH, PHONE_MAX_LENGTH } from './accounts-terms.ts';
import { PHONE_PATTERN } from './accounts.ts';
import {
  BIO_MAX_LENGTH,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_SIZES,
  EXPERIENCE_YEARS_MAX,
  HEADLINE_MAX_LENGTH,
  HOURLY_RATE_MAX,
  LANGUAGE_LABEL_MAX_LENGTH,
  PROFILE_LANGUAGES_MAX,
  PROFILE_SKILLS_MAX,
  URL_MAX_LENGTH,
  ownProfileMessages,
} from './own-profile-terms.ts';
import { PROFICIENCY_MAX } from './profiles-terms.ts';

/** '' (no link) or an address of the given schemes, as typed (trimmed). */
export const zLink = (schemes: readonly string[], message: string) =>
  zText(URL_MAX_LENGTH, { trim: true }).refine((value) => {
    if (value === '') return true;
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname.includes('.');
  }, message);

const zSocialLink = zLink(['https:'], ownProfileMessages.socialLink);

const zRate = z
  .number(ownProfileMessages.rate)
  .int(ownProfileMessages.rate)
  .min(0, ownProfileMessages.rate)
  .max(HOURLY_RATE_MAX, ownProfileMessages.rate)
  .nullable();

/**
 * What everyone edits. The place comes from the suggestions with its coordinates; without
 * coordinates the server keeps the stored place only if the text did not change.
 */
const base = {
  full_name: zText(FULL_NAME_MAX_LENGTH, { trim: true }).min(2, ownProfileMessages.fullName),
  phone: zText(PHONE_MAX_LENGTH, { trim: true }).refine((value) => value === '' || PHONE_PATTERN.test(value), ownProfileMessages.phone),
  location: zText(LOCATION_MAX_LENGTH, { trim: true }).min(2, ownProfileMessages.location),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** The company's industry, the individual's sector, the community manager's preferred industry. */
  industry_sector_id: z.uuid(ownProfileMessages.unknownSector).nullable(),
};

export const ZManagerProfileRequest = z
  .object({
    user_type: z.literal('community_manager'),
    ...base,
    headline: zText(HEADLINE_MAX_LENGTH, { trim: true }),
    bio: zText(BIO_MAX_LENGTH, { trim: true }),
    hourly_rate_min: zRate,
    hourly_rate_max: zRate,
    experience_years: z
      .number(ownProfileMessages.experience)
      .int(ownProfileMessages.experience)
      .min(0, ownProfileMessages.experience)
      .max(EXPERIENCE_YEARS_MAX, ownProfileMessages.experience)
      .nullable(),
    /** Null: not said (nothing shows on the profile). */
    availability: z.boolean().nullable(),
    remote_ok: z.boolean(),
    /** French names from the languages list, e.g. 'Anglais'. */
    languages: z
      .array(zText(LANGUAGE_LABEL_MAX_LENGTH, { trim: true }).min(1, ownProfileMessages.unknownLanguage))
      .max(PROFILE_LANGUAGES_MAX, ownProfileMessages.languagesTooMany),
    social_links: z.object({
      instagram: zSocialLink,
      facebook: zSocialLink,
      twitter: zSocialLink,
      linkedin: zSocialLink,
    }),
    skills: z
      .array(
        z.object({
          skill_id: z.uuid(ownProfileMessages.unknownSkill),
          /** Null: the member has not stated a level (ADR 0052). */
          proficiency_level: z
            .number()
            .int(ownProfileMessages.proficiency)
            .min(1, ownProfileMessages.proficiency)
            .max(PROFICIENCY_MAX, ownProfileMessages.proficiency)
            .nullable(),
        }),
      )
      .max(PROFILE_SKILLS_MAX, ownProfileMessages.skillsTooMany),
  })
  .superRefine((profile, ctx) => {
    if (profile.hourly_rate_min !== null && profile.hourly_rate_max !== null && profile.hourly_rate_max < profile.hourly_rate_min) {
      ctx.addIssue({ code: 'custom', path: ['hourly_rate_max'], message: ownProfileMessages.rateOrder });
    }
    if (new Set(profile.skills.map((skill) => skill.skill_id)).size !== profile.skills.length) {
      ctx.addIssue({ code: 'custom', path: ['skills'], message: ownProfileMessages.skillTwice });
    }
  });

export const ZCompanyProfileRequest = z.object({
  user_type: z.literal('company'),
  ...base,
  // Registration may leave it empty (spec: 'Entreprise' then); once set in Mon Profil a company keeps a name.
  company_name: zText(COMPANY_NAME_MAX_LENGTH, { trim: true }).min(2, ownProfileMessages.companyName),
  company_size: z.enum(['', ...COMPANY_SIZES], ownProfileMessages.companySize),
  website: zLink(['https:', 'http:'], ownProfileMessages.website),
  description: zText(COMPANY_DESCRIPTION_MAX_LENGTH, { trim: true }),
});

export const ZIndividualProfileRequest = z.object({
  user_type: z.literal('individual'),
  ...base,
  bio: zText(BIO_MAX_LENGTH, { trim: true }),
});

/**
 * PATCH /api/me/profile and the 'Mon Profil' form (GET /api/me/profile answers the current
 * values in the same shape). Keys are the spec's column names; `user_type` must be the
 * account's own (it picks the fields, it does not change the type).
 */
export const ZOwnProfileRequest = z.discriminatedUnion('user_type', [ZManagerProfileRequest, ZCompanyProfileRequest, ZIndividualProfileRequest]);
export type TOwnProfileRequest = z.input<typeof ZOwnProfileRequest>;
export type TOwnProfileData = z.output<typeof ZOwnProfileRequest>;
export type TManagerProfileRequest = z.input<typeof ZManagerProfileRequest>;
export type TCompanyProfileRequest = z.input<typeof ZCompanyProfileRequest>;
export type TIndividualProfileRequest = z.input<typeof ZIndividualProfileRequest>;

/** GET /api/me/profile: the form's values, and what the form shows but does not edit. */
export const ZOwnProfileResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  values: ZOwnProfileRequest,
});
export type TOwnProfileResponse = z.infer<typeof ZOwnProfileResponse>;
