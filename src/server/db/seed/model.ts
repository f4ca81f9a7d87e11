/** The demo world as the builders see it, before it becomes table rows (rows.ts). */
import type { SocialLinks } from '#server/db/schema/index';
import type { City } from './fixtures/places.ts';
import type { NotificationType } from './fixtures/activity-texts.ts';
import type { Gender } from './text.ts';

export type UserType = 'community_manager' | 'company' | 'individual';
export type JobStatus = 'open' | 'closed' | 'draft';
export type JobType = 'freelance' | 'full_time' | 'part_time' | 'contract';
export type ApplicationStatus = 'pending' | 'accepted' | 'rejected';

export type SkillLevel = { name: string; level: number };

export type CmDetails = {
  headline: string;
  skills: SkillLevel[];
  hourlyRateMin: number;
  hourlyRateMax: number;
  experienceYears: number;
  availability: boolean;
  /**
   * What the member entered in 'Mon Profil' of the above (ADR 0052): the rest is their story (bios,
   * cover letters), not a figure their profile shows.
   */
  entered: { rate: boolean; experience: boolean; availability: boolean };
  remoteOk: boolean;
  languages: string[];
  socialLinks: SocialLinks;
};

export type CompanyDetails = {
  companyName: string;
  /** "une boulangerie artisanale": how missions and descriptions name the company. */
  business: string;
  companySize: string;
  website: string;
  description: string;
};

export type Member = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  gender: Gender;
  userType: UserType;
  role: 'user' | 'admin';
  phone: string | null;
  city: City;
  sector: string;
  searchRadiusKm: number;
  bio: string | null;
  createdAt: Date;
  /** How much this member does on the platform (missions published, reviews received). */
  activity: number;
  cm?: CmDetails;
  company?: CompanyDetails;
  /** An individual's project, as missions name it ("mon food truck"). */
  project?: string;
};

export type Mission = {
  id: string;
  client: Member;
  /** The theme's key (fixtures/missions.ts): the brief's networks follow it. */
  theme: string;
  title: string;
  description: string;
  status: JobStatus;
  jobType: JobType;
  city: City | null;
  isRemote: boolean;
  duration: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  requirements: string[];
  skills: string[];
  createdAt: Date;
};

export type Application = {
  id: string;
  mission: Mission;
  applicant: Member;
  status: ApplicationStatus;
  coverLetter: string;
  createdAt: Date;
  /** When the client accepted or rejected it (the row's updated_at). */
  decidedAt: Date | null;
  /** When the client opened it (ADR 0054): before answering it; null while a pending one is unopened. */
  openedAt: Date | null;
};

/** How a closed mission ended (asked when closing it). */
export type Closure = {
  mission: Mission;
  outcome: 'filled_here' | 'filled_elsewhere' | 'abandoned';
  closedAt: Date;
  /** The accepted application hired, when filled here. */
  hired: Application | null;
};

export type Review = {
  id: string;
  reviewer: Member;
  reviewed: Member;
  mission: Mission | null;
  rating: number;
  comment: string | null;
  reported: boolean;
  createdAt: Date;
};

export type Message = {
  id: string;
  sender: Member;
  receiver: Member;
  content: string;
  read: boolean;
  reported: boolean;
  createdAt: Date;
};

export type Notification = {
  id: string;
  member: Member;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: Date;
};

export type DemoWorld = {
  members: Member[];
  missions: Mission[];
  applications: Application[];
  closures: Closure[];
  reviews: Review[];
  messages: Message[];
  notifications: Notification[];
};

export const isCommunityManager = (member: Member) => member.userType === 'community_manager';
export const isClient = (member: Member) => member.userType !== 'community_manager' && member.role !== 'admin';
