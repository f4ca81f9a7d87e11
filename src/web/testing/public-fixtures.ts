import type { TSector, TSkill } from '#contracts/catalog';
import type { TJobDetail } from '#contracts/missions';
import type { TClientProfile, TCommunityManagerProfile } from '#contracts/profiles';
import type { TJobCard, TJobResult, TManagerCard, TManagerResult } from '#contracts/search';
import type { TResultRanking } from '#contracts/search-ranking-terms';

/** A UUID whose last digits are `n` (stable across tests). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const skills: TSkill[] = ['Instagram', 'TikTok', 'LinkedIn', 'Rédaction', 'Canva', 'Publicité Meta'].map((name, index) => ({
  id: uuid(100 + index),
  name,
  description: null,
  isFeatured: index < 2,
  category: null,
}));

export const sectors: TSector[] = ['Mode', 'Tourisme', 'Restauration'].map((name, index) => ({
  id: uuid(200 + index),
  name,
  description: null,
  icon: null,
  isFeatured: false,
}));

export function managerCard(overrides: Partial<TManagerCard> = {}): TManagerCard {
  return {
    id: uuid(1),
    fullName: 'Camille Martin',
    avatarUrl: null,
    headline: 'Community manager mode et beauté',
    location: 'Lyon',
    skills: ['Instagram', 'TikTok'],
    hourlyRateMin: 40,
    hourlyRateMax: 60,
    experienceYears: 5,
    averageRating: 4.7,
    totalReviews: 12,
    availability: true,
    remoteOk: true,
    ...overrides,
  };
}

export function missionCard(overrides: Partial<TJobCard> = {}): TJobCard {
  return {
    id: uuid(2),
    title: 'Animation Instagram pour une boutique de mode',
    summary: 'Nous cherchons un community manager pour animer notre compte Instagram.',
    jobType: 'freelance',
    location: 'Paris',
    isRemote: false,
    duration: '3 mois',
    budgetMin: 500,
    budgetMax: 1500,
    createdAt: '2025-03-01T10:00:00.000Z',
    skills: ['Instagram'],
    client: { id: uuid(3), fullName: 'Julie Bernard', companyName: 'Maison Lumière', industry: 'Mode' },
    applicationCount: 4,
    ...overrides,
  };
}

/** A search result's explanation: ranked by score for 'instagram' in Lyon. */
export function resultRanking(overrides: Partial<TResultRanking> = {}): TResultRanking {
  return {
    score: 83.1,
    factors: { text: 1, rating: 0.94, completeness: 0.5, distance: 0.4, recency: 0 },
    typo: false,
    matchedWords: ['instagram'],
    matchedSkills: ['Instagram'],
    distanceKm: 15,
    ...overrides,
  };
}

export const managerResult = (overrides: Partial<TManagerCard> = {}, ranking: Partial<TResultRanking> = {}): TManagerResult => ({
  ...managerCard(overrides),
  ranking: resultRanking(ranking),
});
export const missionResult = (overrides: Partial<TJobCard> = {}, ranking: Partial<TResultRanking> = {}): TJobResult => ({
  ...missionCard(overrides),
  ranking: resultRanking({ factors: { text: 1, recency: 0.5, completeness: 0.6, distance: 0.4 }, ...ranking }),
});

export function managerProfile(overrides: Partial<TCommunityManagerProfile> = {}): TCommunityManagerProfile {
  return {
    userType: 'community_manager',
    id: uuid(1),
    fullName: 'Camille Martin',
    avatarUrl: null,
    location: 'Lyon',
    bio: 'Passionnée par les marques de mode.\nJ’anime des communautés depuis 2018.',
    industry: 'Mode',
    createdAt: '2024-01-15T10:00:00.000Z',
    headline: 'Community manager mode et beauté',
    availability: true,
    remoteOk: true,
    averageRating: 4.7,
    reviewCount: 1,
    portfolio: [],
    skills: [
      { id: uuid(100), name: 'Instagram', proficiencyLevel: 5 },
      { id: uuid(101), name: 'TikTok', proficiencyLevel: 3 },
    ],
    hourlyRateMin: 40,
    hourlyRateMax: 60,
    experienceYears: 5,
    languages: ['Français', 'Anglais'],
    socialLinks: { instagram: 'https://www.instagram.com/camille.martin.cm', linkedin: 'camille-martin' },
    reviews: [
      {
        id: uuid(400),
        rating: 5,
        comment: 'Un travail remarquable, très réactive.',
        createdAt: '2025-02-10T10:00:00.000Z',
        reviewer: { id: uuid(3), fullName: 'Julie Bernard', avatarUrl: null },
        job: { id: uuid(2), title: 'Animation Instagram pour une boutique de mode' },
      },
    ],
    ...overrides,
  };
}

export function clientProfile(overrides: Partial<TClientProfile> = {}): TClientProfile {
  return {
    userType: 'company',
    id: uuid(3),
    fullName: 'Julie Bernard',
    avatarUrl: null,
    location: 'Paris',
    bio: null,
    industry: 'Mode',
    createdAt: '2024-01-15T10:00:00.000Z',
    companyName: 'Maison Lumière',
    companySize: '11-50',
    website: 'https://maison-lumiere.example.fr',
    description: 'Une marque de prêt-à-porter parisienne.',
    openMissions: [
      {
        id: uuid(2),
        title: 'Animation Instagram pour une boutique de mode',
        jobType: 'freelance',
        location: 'Paris',
        isRemote: false,
        budgetMin: 500,
        budgetMax: 1500,
        createdAt: '2025-03-01T10:00:00.000Z',
      },
    ],
    reviews: [],
    ...overrides,
  };
}

export function missionDetail(overrides: Partial<TJobDetail> = {}): TJobDetail {
  return {
    id: uuid(2),
    title: 'Animation Instagram pour une boutique de mode',
    description: 'Première ligne.\nDeuxième ligne <b>pas du HTML</b>.',
    status: 'open',
    jobType: 'freelance',
    location: 'Paris',
    isRemote: false,
    duration: '3 mois',
    budgetMin: 500,
    budgetMax: 1500,
    requirements: ['2 ans d’expérience', 'Maîtrise de Canva'],
    brief: {
      networks: ['instagram', 'tiktok'],
      volumes: { posts: 12, stories: 20, short_videos: null, moderation_hours: null },
      adsManaged: true,
      adsBudget: null,
      startDate: '2025-04-01',
    },
    latitude: 48.85,
    longitude: 2.35,
    createdAt: '2025-03-01T10:00:00.000Z',
    skills: [{ id: uuid(100), name: 'Instagram' }],
    client: {
      id: uuid(3),
      fullName: 'Julie Bernard',
      avatarUrl: null,
      userType: 'company',
      companyName: 'Maison Lumière',
      industry: 'Mode',
      companySize: '11-50',
      website: 'https://maison-lumiere.example.fr',
      description: 'Une marque de prêt-à-porter parisienne.',
      facts: {
        memberSince: '2024-01-15T10:00:00.000Z',
        missionsPublished: 3,
        responseRate: 0.75,
        hireRate: null,
        openedInTimeRate: null,
        medianHoursToOpen: null,
      },
    },
    statistics: { applicationCount: 4 },
    isOwner: false,
    ...overrides,
  };
}
