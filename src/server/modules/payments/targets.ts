import { paths } from '#contracts/paths';
import { eq } from 'drizzle-orm';
import type { TPurchasePurpose } from '#contracts/payments-terms';
import type { DbOrTx } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';

export type PurchaseTarget =
  | { purpose: 'application'; id: string; label: string; path: string; ownerId: string; status: 'open' | 'closed' | 'draft' }
  | { purpose: 'contact'; id: string; label: string; path: string; ownerId: string; userType: 'community_manager' | 'company' | 'individual' };

/** What an order unlocks: a mission (application) or a profile (contact). */
export async function findTarget(db: DbOrTx, purpose: TPurchasePurpose, targetId: string): Promise<PurchaseTarget | null> {
  if (purpose === 'application') {
    const [job] = await db
      .select({ id: missions.id, title: missions.title, clientId: missions.clientId, status: missions.status })
      .from(missions)
      .where(eq(missions.id, targetId));
    return job ? { purpose, id: job.id, label: job.title, path: paths.mission(job.id), ownerId: job.clientId, status: job.status } : null;
  }
  const [profile] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, targetId));
  return profile
    ? { purpose, id: profile.id, label: profile.fullName, path: paths.profile(profile.id), ownerId: profile.id, userType: profile.userType }
    : null;
}
