import { and, eq } from 'drizzle-orm';
import type { TJobCloseOutcome } from '#contracts/missions-terms';
import { type Tx, missions } from '#server/db/index';
import { rejectPendingApplications, unopenedApplications } from '#server/modules/applications/index';
import { enqueue } from '#server/queue/index';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';

/** Why a mission closes: its owner says how it ended; the moderation records no outcome; a deleted account's missions are abandoned. */
type CloseReason = { by: 'owner'; outcome: TJobCloseOutcome; hiredApplicationId: string | null } | { by: 'moderation' } | { by: 'account_deletion' };

/** The outcome of this closing; a hire named by an earlier closing is kept (it happened), a new one replaces it. */
const outcomeOf = (reason: CloseReason) => {
  if (reason.by !== 'owner') return { closeOutcome: reason.by === 'account_deletion' ? ('abandoned' as const) : null };
  return reason.outcome === 'filled_here' && reason.hiredApplicationId
    ? { closeOutcome: reason.outcome, hiredApplicationId: reason.hiredApplicationId }
    : { closeOutcome: reason.outcome };
};

/**
 * Closes an open mission, locked by the caller's transaction (which checked who may and that it
 * is open): its outcome per `reason`, its pending applications rejected in one statement, and
 * `mission.closed` recorded, so the notifier tells their authors (and the owner, when the
 * moderation closed it) after the commit. Returns how many applications were rejected.
 */
export async function closeMission(
  tx: Tx,
  links: LinkBase,
  mission: { id: string; title: string; clientId: string },
  reason: CloseReason,
): Promise<number> {
  await tx
    .update(missions)
    .set({ status: 'closed', closedAt: new Date(), ...outcomeOf(reason) })
    .where(eq(missions.id, mission.id));
  const rejectedApplicantIds = await rejectPendingApplications(tx, mission.id);
  // Closed without a hire here: the applications its client never opened get their fee back (ADR 0054).
  if (reason.by !== 'owner' || reason.outcome !== 'filled_here') {
    for (const { id } of await unopenedApplications(tx, mission.id)) {
      await enqueue(tx, { kind: 'application-credit.check', payload: { applicationId: id, baseUrl: links.baseUrl } });
    }
  }
  await recordEvent(tx, {
    type: 'mission.closed',
    missionId: mission.id,
    title: mission.title,
    ownerId: mission.clientId,
    by: reason.by,
    rejectedApplicantIds,
    baseUrl: links.baseUrl,
  });
  return rejectedApplicantIds.length;
}

/**
 * A deleted account's missions: drafts deleted, open ones closed as abandoned (closeMission),
 * which answers their pending applications as any closing does (rejected, authors told after the commit).
 */
export async function abandonMemberMissions(tx: Tx, links: LinkBase, clientId: string): Promise<void> {
  await tx.delete(missions).where(and(eq(missions.clientId, clientId), eq(missions.status, 'draft')));
  const open = await tx
    .select({ id: missions.id, title: missions.title, clientId: missions.clientId })
    .from(missions)
    .where(and(eq(missions.clientId, clientId), eq(missions.status, 'open')))
    .for('update');
  for (const mission of open) await closeMission(tx, links, mission, { by: 'account_deletion' });
}
