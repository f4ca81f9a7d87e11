import { eq, sql } from 'drizzle-orm';
import type { TFirstStepsResponse } from '#contracts/first-steps';
import { FIRST_STEPS, type TFirstStep } from '#contracts/first-steps-terms';
import { profileMessages } from '#contracts/profiles-terms';
import { type Db, communityManagers, companies, portfolioItems, preparedPerDatabase, profiles, userSkills } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { missions } from '#server/modules/missions/read-model';

/**
 * What a member has done of their first steps (ADR 0052), read from what they stored: the
 * 'Mon Profil' meter and the dashboard's checklist both come from here, so they always agree.
 */

const filled = (text: string | null | undefined) => Boolean(text?.trim());

/** The member's row and what they have added elsewhere, in one prepared statement (every dashboard reads it). */
const firstStepsRow = preparedPerDatabase((db) =>
  db
    .select({
      userType: profiles.userType,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      industrySectorId: profiles.industrySectorId,
      dismissedAt: profiles.onboardingDismissedAt,
      headline: communityManagers.headline,
      rateMin: communityManagers.hourlyRateMin,
      rateMax: communityManagers.hourlyRateMax,
      experienceYears: communityManagers.experienceYears,
      availability: communityManagers.availability,
      companyDescription: companies.description,
      hasSkills: sql<boolean>`EXISTS (SELECT 1 FROM ${userSkills} WHERE ${userSkills.userId} = ${profiles.id})`,
      hasSample: sql<boolean>`EXISTS (SELECT 1 FROM ${portfolioItems} WHERE ${portfolioItems.managerId} = ${profiles.id})`,
      // A draft is not yet a mission anyone sees.
      hasMission: sql<boolean>`EXISTS (SELECT 1 FROM ${missions} WHERE ${missions.clientId} = ${profiles.id} AND ${missions.status} <> 'draft')`,
    })
    .from(profiles)
    .leftJoin(communityManagers, eq(communityManagers.id, profiles.id))
    .leftJoin(companies, eq(companies.id, profiles.id))
    .where(eq(profiles.id, sql.placeholder('memberId')))
    .prepare('first_steps_row'),
);

export async function getFirstSteps(db: Db, memberId: string): Promise<TFirstStepsResponse> {
  const [row] = await firstStepsRow(db).execute({ memberId });
  if (!row) throw notFound(profileMessages.notFound);

  const keys: readonly TFirstStep[] = FIRST_STEPS[row.userType];
  const isManager = row.userType === 'community_manager';
  const hasSkills = isManager && row.hasSkills;
  const hasSample = isManager && row.hasSample;
  const hasMission = !isManager && row.hasMission;
  const done: Record<TFirstStep, boolean> = {
    photo: row.avatarUrl !== null,
    headline: filled(row.headline),
    bio: filled(row.bio),
    skills: hasSkills,
    rate: row.rateMin !== null || row.rateMax !== null,
    experience: row.experienceYears !== null,
    availability: row.availability !== null,
    portfolio: hasSample,
    companyDescription: filled(row.companyDescription),
    sector: row.industrySectorId !== null,
    mission: hasMission,
  };
  const steps = keys.map((key) => ({ key, done: done[key] }));
  const completed = steps.filter((step) => step.done).length;
  return {
    steps,
    percent: Math.floor((completed * 100) / steps.length),
    next: steps.find((step) => !step.done)?.key ?? null,
    dismissed: row.dismissedAt !== null,
  };
}

/** The member closed the dashboard's checklist (for good: 'Mon Profil' keeps the meter). */
export async function dismissFirstSteps(db: Db, memberId: string): Promise<void> {
  await db.update(profiles).set({ onboardingDismissedAt: new Date() }).where(eq(profiles.id, memberId));
}
