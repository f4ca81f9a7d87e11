import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { TMessagePartner, TMessagingRightsResponse } from '#contracts/messages';
import type { TUserType } from '#contracts/accounts-terms';
import { type Db, type DbOrTx, preparedPerDatabase } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { missions } from '#server/modules/missions/read-model';
import { entitlements } from '#server/modules/payments/read-model';
import { profiles } from '#server/modules/profiles/read-model';

export type MessagingRights = Pick<TMessagingRightsResponse, 'canWrite' | 'lock'>;
type Member = { id: string; userType: TUserType | null };

const OPEN: MessagingRights = { canWrite: true, lock: null };

type PairSide = string | typeof profiles.id | ReturnType<typeof sql.placeholder>;

/** An accepted application between the two sides (either may be the client): until then, the scam detector. */
const hireBetween = (first: PairSide, second: PairSide) =>
  and(
    eq(applications.status, 'accepted'),
    or(
      and(eq(missions.clientId, first), eq(applications.applicantId, second)),
      and(eq(missions.clientId, second), eq(applications.applicantId, first)),
    ),
  );

/**
 * The three ways a community manager and a client get to talk (issue 4, issue 22), each an indexed
 * lookup: the client bought the manager's contact; the manager applied to one of the client's
 * missions; the manager paid to apply to one of them.
 */
function pairUnlocked(db: Db, managerId: PairSide, clientId: PairSide) {
  const contactBought = db
    .select({ one: sql`1` })
    .from(entitlements)
    .where(and(eq(entitlements.userId, clientId), eq(entitlements.purpose, 'contact'), eq(entitlements.targetId, managerId)));
  const applied = db
    .select({ one: sql`1` })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .where(and(eq(applications.applicantId, managerId), eq(missions.clientId, clientId)));
  const paidToApply = db
    .select({ one: sql`1` })
    .from(entitlements)
    .innerJoin(missions, eq(missions.id, entitlements.targetId))
    .where(and(eq(entitlements.userId, managerId), eq(entitlements.purpose, 'application'), eq(missions.clientId, clientId)));
  return or(exists(contactBought), exists(applied), exists(paidToApply))!;
}

/** The partner of a conversation, what the viewer may do in it and whether one hired the other. */
export type Standing = { partner: TMessagePartner; rights: MessagingRights; hired: boolean };

const viewerId = sql.placeholder('viewerId');

/**
 * What `standingWith` reads of the partner's `profiles` row, for a viewer on the manager's or the
 * client's side of the unlocks: a statement that reads more beside it (the thread, ADR 0067)
 * selects these too.
 */
export function standingColumns(db: Db, viewerIsManager: boolean) {
  return {
    id: profiles.id,
    fullName: profiles.fullName,
    avatarUrl: profiles.avatarUrl,
    userType: profiles.userType,
    deletedAt: profiles.deletedAt,
    suspendedAt: profiles.suspendedAt,
    unlocked: (viewerIsManager ? pairUnlocked(db, viewerId, profiles.id) : pairUnlocked(db, profiles.id, viewerId)).mapWith(Boolean),
    hired: exists(
      db
        .select({ one: sql`1` })
        .from(applications)
        .innerJoin(missions, eq(missions.id, applications.jobId))
        .where(hireBetween(viewerId, profiles.id)),
    ).mapWith(Boolean),
  };
}
type StandingRow = SelectResultFields<ReturnType<typeof standingColumns>>;

/** One prepared statement per side the viewer's account type gives them in the unlocks (its plan, four joins deep, is kept). */
const standingQuery = (db: Db, viewerIsManager: boolean) =>
  db
    .select(standingColumns(db, viewerIsManager))
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('partnerId')))
    .prepare(viewerIsManager ? 'messages_standing_of_manager' : 'messages_standing_of_client');
const standingOfManager = preparedPerDatabase((db) => standingQuery(db, true));
const standingOfClient = preparedPerDatabase((db) => standingQuery(db, false));

/** The standing a row of `standingColumns` tells. */
export function standingOf(viewer: Member, { deletedAt, suspendedAt, unlocked, hired, ...partner }: StandingRow): Standing {
  return { partner, rights: rightsOf(viewer, partner, { deletedAt, suspendedAt, unlocked }), hired };
}

/**
 * Where `viewer` stands with the member `partnerId`, in one query (undefined when no such profile
 * exists): the partner as conversations show them, the rights (`rightsOf`) and whether one hired the
 * other.
 */
export async function standingWith(db: Db, viewer: Member, partnerId: string): Promise<Standing | undefined> {
  const standing = viewer.userType === 'community_manager' ? standingOfManager(db) : standingOfClient(db);
  const [row] = await standing.execute({ viewerId: viewer.id, partnerId });
  return row && standingOf(viewer, row);
}

/**
 * Whether `viewer` may write to `partner`, and if not why (spec §6, issue 4 "Contacting"):
 * - community manager ↔ community manager: always;
 * - company/individual ↔ community manager, both ways, once the pair is unlocked (`pairUnlocked`);
 * - anyone else (company ↔ company, individual ↔ individual, an account without a profile, a
 *   deleted account, oneself): never. Admins get no special right.
 * A deleted account's tombstone or a suspended account keeps its conversations readable; nobody
 * writes to it (nor notifies it) while it is so.
 */
function rightsOf(
  viewer: Member,
  partner: Member,
  { deletedAt, suspendedAt, unlocked }: { deletedAt: Date | null; suspendedAt: Date | null; unlocked: boolean },
): MessagingRights {
  if (viewer.id === partner.id || !viewer.userType || !partner.userType) return { canWrite: false, lock: 'not_allowed' };
  if (deletedAt) return { canWrite: false, lock: 'account_deleted' };
  if (suspendedAt) return { canWrite: false, lock: 'account_unreachable' };
  const viewerIsManager = viewer.userType === 'community_manager';
  const partnerIsManager = partner.userType === 'community_manager';
  if (viewerIsManager && partnerIsManager) return OPEN;
  if (!viewerIsManager && !partnerIsManager) return { canWrite: false, lock: 'not_allowed' };
  if (unlocked) return OPEN;
  return { canWrite: false, lock: viewerIsManager ? 'client_locked' : 'contact_required' };
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
    .where(hireBetween(first, second))
    .limit(1);
  return Boolean(hire);
}
