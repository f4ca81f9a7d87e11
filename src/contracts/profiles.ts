import { z } from 'zod';
import { zParam } from './text.ts';
import { ZJobType } from './missions.ts';
import { ZPortfolioItem } from './portfolio.ts';

export const ZSocialLinks = z.object({
  instagram: z.string().optional(),
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  linkedin: z.string().optional(),
});

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
  /** Null when the member never said (ADR 0052). */
  availability: z.boolean().nullable(),
  remoteOk: z.boolean(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  skills: z.array(z.object({ id: z.uuid(), name: z.string(), proficiencyLevel: z.number().int().min(1).max(5).nullable() })),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
  experienceYears: z.number().int().nullable(),
  languages: z.array(z.string()),
  socialLinks: ZSocialLinks,
  /** Newest first, at most PROFILE_REVIEWS_LIMIT. */
  reviews: z.array(ZProfileReview),
  /** Work samples, oldest first (at most PORTFOLIO_MAX_ITEMS). */
  portfolio: z.array(ZPortfolioItem),
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

/** A company or an individual; companyName and the company fields are null for individuals. */
export const ZClientProfile = z.object({
  userType: z.enum(['company', 'individual']),
  ...profileBase,
  companyName: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  openMissions: z.array(ZProfileMission),
  /** Published reviews from the community managers they worked with, newest first, at most PROFILE_REVIEWS_LIMIT. */
  reviews: z.array(ZProfileReview),
});
export type TClientProfile = z.infer<typeof ZClientProfile>;

/** GET /api/profiles/:id — discriminated on userType. */
export const ZProfile = z.discriminatedUnion('userType', [ZCommunityManagerProfile, ZClientProfile]);
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileResponse = z.object({ profile: ZProfile });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

export const ZProfileParams = z.object({ id: zParam() });
