import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { TMessagePartner, TMessagingRightsResponse } from '#contracts/messages';
import type { TUserType } from '#contracts/accounts-terms';
import type { DbOrTx } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { missions } from '#server/modules/missions/read-model';
import { entitlements } from '#server/modules/payments/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { hasEntitlement } from '#server/modules/payments/index';

export type MessagingRights = Pick<TMessagingRightsResponse, 'canWrite' | 'lock'>;
type Member = { id: string; userType: TUserType | null };

const OPEN: MessagingRights = { canWrite: true, lock: null };

/** The partner as conversations show them, or undefined when no such profile exists. */
export async function findPartner(db: DbOrTx, partnerId: string): Promise<TMessagePartner | undefined> {
  const [partner] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl, userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, partnerId));
  return partner;
}

/**
 * Whether `viewer` may write to `partner`, and if not why (spec §6, issue 4 "Contacting"):
 * - community manager ↔ community manager: always;
 * - company/individual ↔ community manager, both ways, once any of these holds:
 *   the client bought the contact of that community manager; the community manager applied to
 *   one of the client's missions (the client writes to an applicant without paying, issue 22);
 *   the community manager paid to apply to one of the client's missions;
 * - anyone else (company ↔ company, individual ↔ individual, an account without a profile, a
 *   deleted account, oneself): never. Admins get no special right.
 */
export async function messagingRights(db: DbOrTx, viewer: Member, partner: Member): Promise<MessagingRights> {
  if (viewer.id === partner.id || !viewer.userType || !partner.userType) return { canWrite: false, lock: 'not_allowed' };
  const closed = await closedAccount(db, partner.id);
  if (closed) return { canWrite: false, lock: closed };
  const viewerIsManager = viewer.userType === 'community_manager';
  const partnerIsManager = partner.userType === 'community_manager';
  if (viewerIsManager && partnerIsManager) return OPEN;
  if (!viewerIsManager && !partnerIsManager) return { canWrite: false, lock: 'not_allowed' };

  const managerId = viewerIsManager ? viewer.id : partner.id;
  const clientId = viewerIsManager ? partner.id : viewer.id;
  if (await managerClientPairUnlocked(db, managerId, clientId)) return OPEN;
  return { canWrite: false, lock: viewerIsManager ? 'client_locked' : 'contact_required' };
}

/**
 * A deleted account's tombstone, or a suspended account: its conversations stay readable,
 * nobody writes to it (nor notifies it) while it is so.
 */
async function closedAccount(db: DbOrTx, id: string): Promise<'account_deleted' | 'account_unreachable' | null> {
  const [row] = await db
    .select({ deletedAt: profiles.deletedAt, suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(and(eq(profiles.id, id), or(isNotNull(profiles.deletedAt), isNotNull(profiles.suspendedAt))));
  if (!row) return null;
  return row.deletedAt ? 'account_deleted' : 'account_unreachable';
}

/** The three ways a community manager and a client get to talk (each one indexed lookup). */
async function managerClientPairUnlocked(db: DbOrTx, managerId: string, clientId: string): Promise<boolean> {
  if (await hasEntitlement(db, clientId, 'contact', managerId)) return true;

  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .where(and(eq(applications.applicantId, managerId), eq(missions.clientId, clientId)))
    .limit(1);
  if (applied) return true;

  const [paidApplication] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .innerJoin(missions, eq(missions.id, entitlements.targetId))
    .where(and(eq(entitlements.userId, managerId), eq(entitlements.purpose, 'application'), eq(missions.clientId, clientId)))
    .limit(1);
  return Boolean(paidApplication);
}

/**
 * The mission a message between these two members may be about: one side owns it and the other
 * applied to it (undefined otherwise, or when it does not exist).
 */
export async function sharedMission(db: DbOrTx, memberIds: [string, string], jobId: string): Promise<{ id: string; title: string } | undefined> {
  const [first, second] = memberIds;
  const [mission] = await db
    .select({ id: missions.id, title: missions.title })
    .from(missions)
    .innerJoin(applications, eq(applications.jobId, missions.id))
    .where(
      and(
        eq(missions.id, jobId),
        or(
          and(eq(missions.clientId, first), eq(applications.applicantId, second)),
          and(eq(missions.clientId, second), eq(applications.applicantId, first)),
        ),
      ),
    )
    .limit(1);
  return mission;
}

/**
 * Whether one of these two members accepted the other's application to one of their missions:
 * until then their messages go through the scam detector (ADR 0057).
 */
export async function hiredBetween(db: DbOrTx, [first, second]: [string, string]): Promise<boolean> {
  const [hire] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .where(
      and(
        eq(applications.status, 'accepted'),
        or(
          and(eq(missions.clientId, first), eq(applications.applicantId, second)),
          and(eq(missions.clientId, second), eq(applications.applicantId, first)),
        ),
      ),
    )
    .limit(1);
  return Boolean(hire);
}
