import { eq } from 'drizzle-orm';
import type { TAdminUser } from '#contracts/admin-users';
import { adminUsersMessages } from '#contracts/admin-users-terms';
import { endSessions, type Viewer } from '#server/auth/index';
import { user } from '#server/auth/read-model';
import type { Db, Tx } from '#server/db/index';
import { profiles } from '#server/modules/profiles/read-model';
import { conflict, forbidden, idOr404, notFound } from '#server/http/errors';
import { reactivateProfile, suspendProfile } from '#server/modules/profiles/index';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { recordAudit } from '../audit.ts';
import { getAdminUser } from './service.ts';

/** The account, locked for the change; deleted accounts are not found. */
async function lockAccount(tx: Tx, id: string) {
  const [row] = await tx
    .select({ fullName: profiles.fullName, suspendedAt: profiles.suspendedAt, deletedAt: profiles.deletedAt, role: user.role })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, id))
    .for('update', { of: profiles });
  if (!row || row.deletedAt) throw notFound(adminUsersMessages.notFound);
  return row;
}

async function current(db: Db, id: string): Promise<TAdminUser> {
  const row = await getAdminUser(db, id);
  if (!row) throw notFound(adminUsersMessages.notFound);
  return row;
}

/**
 * Suspends an account, in one transaction: `suspended_at` set, every session of the account
 * deleted (signed out at once; the sign-in hook refuses new ones), the member told by mail, one
 * audit entry. The profile
 * and the missions leave the public site (profiles/visibility.ts). Not one's own account, nor
 * another admin's. Suspending a suspended account changes nothing.
 */
export async function suspendUser(db: Db, links: LinkBase, actor: Viewer, param: string): Promise<TAdminUser> {
  const id = idOr404(param, adminUsersMessages.notFound);
  await db.transaction((tx) => suspendAccount(tx, links, actor, id));
  return current(db, id);
}

/**
 * The suspension inside the caller's transaction. A moderation decision on a notice suspends the
 * author of a content this way, with its ground: the member's mail is then the decision's
 * statement of reasons (with its 'Contester la décision' link), not the suspension mail that
 * points to 'Contact', and the sign-in answer says so (ADR 0058).
 */
export async function suspendAccount(tx: Tx, links: LinkBase, actor: Pick<Viewer, 'id'>, id: string, decision?: { ground: string }): Promise<void> {
  if (id === actor.id) throw conflict(adminUsersMessages.cannotSuspendSelf);
  const account = await lockAccount(tx, id);
  if (account.role === 'admin') throw forbidden(adminUsersMessages.cannotSuspendAdmin);
  if (account.suspendedAt) return;
  const suspendedAt = new Date();
  await suspendProfile(tx, id, suspendedAt, decision !== undefined);
  await endSessions(tx, id, { except: null });
  if (!decision) await recordEvent(tx, { type: 'account.suspended', userId: id, baseUrl: links.baseUrl });
  await recordAudit(tx, actor.id, {
    action: 'user.suspend',
    entity: 'user',
    entityId: id,
    label: account.fullName,
    changes: { suspendedAt: { from: null, to: suspendedAt.toISOString() }, ...(decision ? { reason: { to: decision.ground } } : {}) },
  });
}

/** Lifts a suspension (one audit entry): the member, told, can sign in again and is back on the public site. */
export async function reactivateUser(db: Db, links: LinkBase, actor: Viewer, param: string): Promise<TAdminUser> {
  const id = idOr404(param, adminUsersMessages.notFound);
  await db.transaction((tx) => reactivateAccount(tx, links, actor, id));
  return current(db, id);
}

/** The reactivation inside the caller's transaction (also when a complaint reverses a suspension). */
export async function reactivateAccount(tx: Tx, links: LinkBase, actor: Pick<Viewer, 'id'>, id: string): Promise<void> {
  const account = await lockAccount(tx, id);
  if (!account.suspendedAt) return;
  await reactivateProfile(tx, id);
  await recordEvent(tx, { type: 'account.reactivated', userId: id, baseUrl: links.baseUrl });
  await recordAudit(tx, actor.id, {
    action: 'user.reactivate',
    entity: 'user',
    entityId: id,
    label: account.fullName,
    changes: { suspendedAt: { from: account.suspendedAt.toISOString(), to: null } },
  });
}
