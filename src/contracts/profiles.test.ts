import { describe, expect, it } from 'vitest';
import { ZProfile } from './profiles.ts';
import { formatExperience, formatRating, proficiencyPercent } from './profiles-terms.ts';

describe('profile display helpers', () => {
  it('writes experience and rating in French, without any default', () => {
    expect(formatExperience(1)).toBe("1 an d'expérience");
    expect(formatExperience(12)).toBe("12 ans d'expérience");
    expect(formatRating(4.75)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
  });

  it('draws proficiency at 20 % per level', () => {
    expect([1, 2, 3, 4, 5].map(proficiencyPercent)).toEqual([20, 40, 60, 80, 100]);
    expect(proficiencyPercent(9)).toBe(100);
    expect(proficiencyPercent(-1)).toBe(0);
  });

  it('discriminates profiles on userType', () => {
    const base = {
      id: '00000000-0000-4000-8000-000000000001',
      fullName: 'Paul Girard',
      avatarUrl: null,
      location: null,
      bio: null,
      industry: null,
      createdAt: '2024-01-01T00:00:00.000Z',
    };
    const individual = {
      userType: 'individual',
      ...base,
      companyName: null,
      companySize: null,
      website: null,
      description: null,
      openMissions: [],
      reviews: [],
    };
    expect(ZProfile.parse(individual).userType).toBe('individual');
    expect(ZProfile.safeParse({ ...individual, userType: 'community_manager' }).success).toBe(false);
  });
});
