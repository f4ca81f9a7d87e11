import { and, count, desc, eq } from 'drizzle-orm';
import type { TCreateSavedSearchRequest, TSavedSearch, TUpdateSavedSearchRequest } from '#contracts/saved-searches';
import { SAVED_SEARCHES_MAX, savedSearchMessages, type TSearchAlert } from '#contracts/saved-searches-terms';
import type { TSearchType } from '#contracts/search-terms';
import { lockUntilCommit, savedSearches, type Db, type Tx } from '#server/db/index';
import { conflict, idOr404, invalid, notFound } from '#server/http/errors';
import { enqueue } from '#server/queue/index';
import { normaliseSearchQuery } from './query.ts';
import { nextAlertTime } from './schedule.ts';

type Row = typeof savedSearches.$inferSelect;

const toSavedSearch = (row: Row): TSavedSearch => ({
  id: row.id,
  name: row.name,
  type: row.type,
  query: row.query,
  alert: row.alert,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(db: Db, userId: string): Promise<TSavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

function checkAlert(type: TSearchType, alert: TSearchAlert) {
  if (alert !== 'none' && type !== 'jobs') throw invalid({ alert: savedSearchMessages.alertMissionsOnly });
}

/**
 * The columns of an alert turned on, changed or off at `now`: a new alert counts the missions
 * published from now on; a daily or weekly one is due the next morning in Paris, where its job
 * waits (the job carries the time, so a job of an older setting finds it changed and stops).
 */
async function scheduleAlert(tx: Tx, row: Pick<Row, 'id' | 'alert' | 'lastAlertAt'>, alert: TSearchAlert, now: Date) {
  if (alert === 'none') return { alert, lastAlertAt: null, nextAlertAt: null };
  const lastAlertAt = row.alert === 'none' || !row.lastAlertAt ? now : row.lastAlertAt;
  if (alert === 'immediate') return { alert, lastAlertAt, nextAlertAt: null };
  const nextAlertAt = nextAlertTime(alert, now);
  await enqueue(tx, { kind: 'search-alert.send', payload: { savedSearchId: row.id, dueAt: nextAlertAt.toISOString() }, runAt: nextAlertAt });
  return { alert, lastAlertAt, nextAlertAt };
}

/** Saves the search page's query under a name, for the viewer; at most SAVED_SEARCHES_MAX each. */
export async function createSavedSearch(
  db: Db,
  userId: string,
  request: TCreateSavedSearchRequest,
  linkBase: string | null = null,
  now = new Date(),
): Promise<TSavedSearch> {
  const saved = normaliseSearchQuery(request.query);
  if (!saved) throw invalid({ query: savedSearchMessages.invalidQuery });
  const alert = request.alert ?? 'none';
  checkAlert(saved.type, alert);
  return db.transaction(async (tx) => {
    // One member's saves one after the other, so two at once cannot both pass the limit.
    await lockUntilCommit(tx, `saved-searches:${userId}`);
    const [existing] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(existing?.n ?? 0) >= SAVED_SEARCHES_MAX) throw conflict(savedSearchMessages.limitReached);
    const [row] = await tx.insert(savedSearches).values({ userId, name: request.name, type: saved.type, query: saved.query, linkBase }).returning();
    if (alert === 'none') return toSavedSearch(row!);
    const [updated] = await tx
      .update(savedSearches)
      .set(await scheduleAlert(tx, row!, alert, now))
      .where(eq(savedSearches.id, row!.id))
      .returning();
    return toSavedSearch(updated!);
  });
}

async function ownRow(tx: Tx, userId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, idOr404(id, savedSearchMessages.notFound)), eq(savedSearches.userId, userId)))
    .for('update');
  if (!row) throw notFound(savedSearchMessages.notFound);
  return row;
}

/** Renames a saved search of the viewer, or changes its alert. */
export function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  request: TUpdateSavedSearchRequest,
  linkBase: string | null = null,
  now = new Date(),
): Promise<TSavedSearch> {
  return db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id);
    const alert = request.alert;
    if (alert) checkAlert(row.type, alert);
    const changes = {
      ...(request.name === undefined ? {} : { name: request.name }),
      ...(alert === undefined || alert === row.alert ? {} : { ...(await scheduleAlert(tx, row, alert, now)), linkBase }),
    };
    if (Object.keys(changes).length === 0) return toSavedSearch(row);
    const [updated] = await tx.update(savedSearches).set(changes).where(eq(savedSearches.id, row.id)).returning();
    return toSavedSearch(updated!);
  });
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id);
    await tx.delete(savedSearches).where(eq(savedSearches.id, row.id));
  });
}

/** An account deletion's step: the member's saved searches and their alerts go (their jobs then find nothing). */
export async function eraseMemberSavedSearches(tx: Tx, userId: string): Promise<void> {
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
}
