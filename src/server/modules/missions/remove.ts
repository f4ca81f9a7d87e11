import { eq } from 'drizzle-orm';
import type { TJobStatus } from '#contracts/missions-terms';
import { type Tx, missions } from '#server/db/index';
import { rejectPendingApplications, unopenedApplications } from '#server/modules/applications/index';
import { creditIgnoredApplication } from '#server/modules/payments/index';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';

/**
 * The moderation removes a mission of any status, locked by the caller's transaction, with its
 * applications (those never opened credited back first): `mission.removed` is recorded, so the notifier tells the pending applicants (as on
 * a closing), then the owner, after the commit.
 */
export async function removeMission(
  tx: Tx,
  links: LinkBase,
  mission: { id: string; title: string; clientId: string; status: TJobStatus },
): Promise<void> {
  const rejectedApplicantIds = mission.status === 'open' ? await rejectPendingApplications(tx, mission.id) : [];
  // The applications go with the mission: those its client never opened get their fee back now (ADR 0054).
  for (const application of await unopenedApplications(tx, mission.id)) {
    await creditIgnoredApplication(tx, { ...application, missionTitle: mission.title }, 'mission_removed', links);
  }
  await tx.delete(missions).where(eq(missions.id, mission.id));
  await recordEvent(tx, {
    type: 'mission.removed',
    missionId: mission.id,
    title: mission.title,
    ownerId: mission.clientId,
    rejectedApplicantIds,
    baseUrl: links.baseUrl,
  });
}
