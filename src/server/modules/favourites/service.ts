import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { favouriteMessages, FAVOURITES_MAX, type TManagerFavouriteStatus, type TMissionFavouriteStatus } from '#contracts/favourites-terms';
import type { TFavouriteIdsResponse, TFavouritesResponse } from '#contracts/favourites';
import type { Viewer } from '#server/auth/index';
import { type Db, type Tx, favourites, lockUntilCommit } from '#server/db/index';
import { conflict, idOr404, isId, notFound } from '#server/http/errors';
import { missions } from '#server/modules/missions/read-model';
import { communityManagers, companies, profiles } from '#server/modules/profiles/read-model';

type Target = { kind: 'managers'; id: string } | { kind: 'missions'; id: string };

const targetColumn = (target: Target) => (target.kind === 'managers' ? favourites.managerId : favourites.missionId);

/** The favourite already kept: adding it again changes nothing (PUT is idempotent). */
async function isKept(tx: Tx, userId: string, target: Target) {
  const [row] = await tx
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(targetColumn(target), target.id)));
  return Boolean(row);
}

/** A community manager the public site shows; 404 otherwise. */
async function managerValues(tx: Tx, userId: string, managerId: string) {
  const [manager] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, managerId), eq(profiles.userType, 'community_manager'), isNull(profiles.deletedAt), isNull(profiles.suspendedAt)));
  if (!manager) throw notFound(favouriteMessages.managerNotFound);
  return { userId, managerId };
}

/** An open mission the public site shows (its client neither suspended nor deleted); its title is kept with it. */
async function missionValues(tx: Tx, userId: string, missionId: string) {
  const [mission] = await tx
    .select({ title: missions.title, status: missions.status })
    .from(missions)
    .innerJoin(profiles, eq(profiles.id, missions.clientId))
    .where(and(eq(missions.id, missionId), isNull(profiles.deletedAt), isNull(profiles.suspendedAt)));
  if (!mission || mission.status === 'draft') throw notFound(favouriteMessages.missionNotFound);
  if (mission.status === 'closed') throw conflict(favouriteMessages.missionClosed);
  return { userId, missionId, missionTitle: mission.title };
}

/**
 * Keeps a community manager (clients) or a mission (community managers; the route checks who).
 * Idempotent: a favourite already kept answers as a new one would, whatever became of its target.
 * The cap is checked in the same transaction as the insert.
 */
export async function addFavourite(db: Db, viewer: Viewer, target: Target): Promise<void> {
  const id = idOr404(target.id, target.kind === 'managers' ? favouriteMessages.managerNotFound : favouriteMessages.missionNotFound);
  await db.transaction(async (tx) => {
    if (await isKept(tx, viewer.id, target)) return;
    const values = target.kind === 'managers' ? await managerValues(tx, viewer.id, id) : await missionValues(tx, viewer.id, id);
    // One member's additions one after the other, so two at once cannot both pass the limit.
    await lockUntilCommit(tx, `favourites:${viewer.id}`);
    const [kept] = await tx.select({ total: count() }).from(favourites).where(eq(favourites.userId, viewer.id));
    if ((kept?.total ?? 0) >= FAVOURITES_MAX) throw conflict(favouriteMessages.tooMany);
    await tx.insert(favourites).values(values).onConflictDoNothing();
  });
}

/** Removes a favourite; removing one that is not kept (or an id that is none) changes nothing (DELETE is idempotent). */
export async function removeFavourite(db: Db, viewer: Viewer, target: Target): Promise<void> {
  if (!isId(target.id)) return;
  await db.delete(favourites).where(and(eq(favourites.userId, viewer.id), eq(targetColumn(target), target.id)));
}

/** A member's favourites are theirs alone: the account deletion erases them. */
export async function eraseMemberFavourites(tx: Tx, userId: string): Promise<void> {
  await tx.delete(favourites).where(eq(favourites.userId, userId));
}

/** The ids the hearts read. */
export async function listFavouriteIds(db: Db, viewer: Viewer): Promise<TFavouriteIdsResponse> {
  const rows = await db
    .select({ managerId: favourites.managerId, missionId: favourites.missionId })
    .from(favourites)
    .where(eq(favourites.userId, viewer.id));
  return {
    managerIds: rows.flatMap((row) => row.managerId ?? []),
    missionIds: rows.flatMap((row) => row.missionId ?? []),
  };
}

function managerStatus(profile: { deletedAt: Date | null; suspendedAt: Date | null }): TManagerFavouriteStatus {
  if (profile.deletedAt) return 'deleted';
  if (profile.suspendedAt) return 'unavailable';
  return 'available';
}

function missionStatus(row: { status: string | null; clientGone: boolean }): TMissionFavouriteStatus {
  if (!row.status) return 'removed';
  if (row.clientGone || row.status === 'draft') return 'unavailable';
  return row.status === 'closed' ? 'closed' : 'open';
}

/**
 * The 'Favoris' tab, newest first. A favourite whose target left the public site stays listed
 * with what became of it; only what the public site still shows is described (a suspended or
 * deleted member keeps the name the list already knew, nothing more).
 */
export async function listFavourites(db: Db, userId: string): Promise<TFavouritesResponse> {
  const [managerRows, missionRows] = await Promise.all([
    db
      .select({
        managerId: profiles.id,
        fullName: profiles.fullName,
        headline: communityManagers.headline,
        avatarUrl: profiles.avatarUrl,
        location: profiles.location,
        deletedAt: profiles.deletedAt,
        suspendedAt: profiles.suspendedAt,
        createdAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(profiles, eq(profiles.id, favourites.managerId))
      .leftJoin(communityManagers, eq(communityManagers.id, profiles.id))
      .where(and(eq(favourites.userId, userId), isNotNull(favourites.managerId)))
      .orderBy(desc(favourites.createdAt), desc(favourites.id)),
    db
      .select({
        // Never null here (the statement keeps mission favourites only).
        missionId: sql<string>`${favourites.missionId}`,
        keptTitle: favourites.missionTitle,
        title: missions.title,
        status: missions.status,
        clientFullName: profiles.fullName,
        companyName: companies.companyName,
        clientDeletedAt: profiles.deletedAt,
        clientSuspendedAt: profiles.suspendedAt,
        createdAt: favourites.createdAt,
      })
      .from(favourites)
      .leftJoin(missions, eq(missions.id, favourites.missionId))
      .leftJoin(profiles, eq(profiles.id, missions.clientId))
      .leftJoin(companies, eq(companies.id, profiles.id))
      .where(and(eq(favourites.userId, userId), isNotNull(favourites.missionId)))
      .orderBy(desc(favourites.createdAt), desc(favourites.id)),
  ]);
  return {
    managers: managerRows.map(({ deletedAt, suspendedAt, createdAt, ...row }) => {
      const status = managerStatus({ deletedAt, suspendedAt });
      const shown = status === 'available';
      return {
        managerId: row.managerId,
        fullName: row.fullName,
        headline: shown ? row.headline : null,
        avatarUrl: shown ? row.avatarUrl : null,
        location: shown ? row.location : null,
        status,
        createdAt: createdAt.toISOString(),
      };
    }),
    missions: missionRows.map((row) => {
      const status = missionStatus({
        status: row.status,
        clientGone: Boolean(row.clientDeletedAt ?? row.clientSuspendedAt),
      });
      const shown = status === 'open' || status === 'closed';
      return {
        missionId: row.missionId,
        title: row.title ?? row.keptTitle ?? '',
        clientName: shown ? (row.companyName ?? row.clientFullName) : null,
        status,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}
