import { z } from 'zod';
import { ZJobType } from './jobs.ts';

/** Spec §9 display defaults for a community manager's missing values. */
export const DEFAULT_HOURLY_RATE = { min: 30, max: 50 } as const;
export const DEFAULT_EXPERIENCE_YEARS = 3;
export const DEFAULT_RATING = 4.0;
export const DEFAULT_MANAGER_LOCATION = 'France';
/** Proficiency is out of 5, a bar of 20 % per level (spec §9). */
export const PROFICIENCY_MAX = 5;
/** Reviews listed on a profile page, newest first. */
export const PROFILE_REVIEWS_LIMIT = 50;

export const profileMessages = {
  notFoundTitle: 'Profil introuvable',
  notFoundDescription: "Ce profil n'existe pas ou a été supprimé.",
  /** The API's 404 message (spec §2, verbatim). */
  notFound: "Profil introuvable - Ce profil n'existe pas ou a été supprimé.",
} as const;

/** '30–50 €/h' with the spec's defaults when neither bound is known. */
export function formatRate(min: number | null | undefined, max: number | null | undefined): string {
  if (min == null && max == null) return `${DEFAULT_HOURLY_RATE.min}–${DEFAULT_HOURLY_RATE.max} €/h`;
  if (min != null && max != null) return min === max ? `${min} €/h` : `${min}–${max} €/h`;
  return min != null ? `${min}+ €/h` : `jusqu'à ${max} €/h`;
}

/** '3 ans d'expérience' (default 3), '1 an d'expérience'. */
export function formatExperience(years: number | null | undefined): string {
  const value = years ?? DEFAULT_EXPERIENCE_YEARS;
  return `${value} ${value <= 1 ? 'an' : 'ans'} d'expérience`;
}

/** '4.0' when the member has no rating yet (spec §9), one decimal otherwise. */
export function formatRating(rating: number | null | undefined): string {
  return (rating ?? DEFAULT_RATING).toFixed(1);
}

/** Width of a proficiency bar in percent: 20 % per level, clamped to 0–100. */
export function proficiencyPercent(level: number): number {
  return Math.min(PROFICIENCY_MAX, Math.max(0, Math.round(level))) * (100 / PROFICIENCY_MAX);
}

export const ZSocialLinks = z.object({
  instagram: z.string().optional(),
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  linkedin: z.string().optional(),
});
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

const ZPerson = z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable() });

export const ZProfileReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewer: ZPerson,
  job: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type TProfileReview = z.infer<typeof ZProfileReview>;

const profileBase = {
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  /** The member's industry sector name. */
  industry: z.string().nullable(),
  createdAt: z.iso.datetime(),
};

export const ZCommunityManagerProfile = z.object({
  userType: z.literal('community_manager'),
  ...profileBase,
  headline: z.string().nullable(),
  availability: z.boolean(),
  remoteOk: z.boolean(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  skills: z.array(z.object({ id: z.uuid(), name: z.string(), proficiencyLevel: z.number().int().min(1).max(5) })),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
  experienceYears: z.number().int().nullable(),
  languages: z.array(z.string()),
  socialLinks: ZSocialLinks,
  /** Newest first, at most PROFILE_REVIEWS_LIMIT. */
  reviews: z.array(ZProfileReview),
});
export type TCommunityManagerProfile = z.infer<typeof ZCommunityManagerProfile>;

/** A mission listed on its client's profile (open ones only). */
export const ZProfileMission = z.object({
  id: z.uuid(),
  title: z.string(),
  jobType: ZJobType,
  location: z.string().nullable(),
  isRemote: z.boolean(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TProfileMission = z.infer<typeof ZProfileMission>;

/** A company or an individual; companyName and the company fields are null for individuals. */
export const ZClientProfile = z.object({
  userType: z.enum(['company', 'individual']),
  ...profileBase,
  companyName: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  openMissions: z.array(ZProfileMission),
});
export type TClientProfile = z.infer<typeof ZClientProfile>;

/** GET /api/profiles/:id — discriminated on userType. */
export const ZProfile = z.discriminatedUnion('userType', [ZCommunityManagerProfile, ZClientProfile]);
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileResponse = z.object({ profile: ZProfile });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

export const ZProfileParams = z.object({ id: z.string() });
