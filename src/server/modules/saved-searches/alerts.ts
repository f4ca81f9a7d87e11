import { eq } from 'drizzle-orm';
import { formatLocation } from '#contracts/missions-terms';
import { paths } from '#contracts/paths';
import { SEARCH_ALERT_LISTED, SEARCH_ALERT_ONE_CLICK_PATH, savedSearchMessages } from '#contracts/saved-searches-terms';
import type { TJobCard } from '#contracts/search';
import { REMOTE_LOCATION } from '#contracts/search-terms';
import { savedSearches, type Db, type Tx } from '#server/db/index';
import { createNotification, sendNotificationMail, type MailLine, type MailLinks } from '#server/modules/notifications/index';
import { searchMissions } from '#server/modules/search/index';
import { enqueue, type BackgroundJobHandler } from '#server/queue/index';
import { searchQueryOf } from './query.ts';
import { nextAlertTime } from './schedule.ts';
import { alertUnsubscribeToken } from './unsubscribe.ts';

/** The notification type of an alert. */
const SEARCH_ALERT_NOTIFICATION = 'search.alert';

type Row = typeof savedSearches.$inferSelect;

type AlertedMission = Pick<TJobCard, 'id' | 'title' | 'isRemote' | 'location'>;

/**
 * One line of the mail per mission, linking to its page: its title and where (the budget is
 * formatted by the web app's price formatter, which the server cannot import; the page shows it).
 */
const missionLine = (baseUrl: string, mission: AlertedMission): MailLine => ({
  text: `• ${mission.title} — ${mission.isRemote ? REMOTE_LOCATION : formatLocation(mission.location)}`,
  href: `${baseUrl}${paths.mission(mission.id)}`,
});

/**
 * What an alert says: how many missions are new, the first SEARCH_ALERT_LISTED of them (each
 * linking to its page on `baseUrl`), how many more, the way to all.
 */
export function searchAlertContent(baseUrl: string, name: string, total: number, missions: AlertedMission[]) {
  const listed = missions.slice(0, SEARCH_ALERT_LISTED);
  const body = savedSearchMessages.alertBody(total, name);
  const more = total - listed.length;
  const lines: MailLine[] = [
    body,
    ...listed.map((mission) => missionLine(baseUrl, mission)),
    ...(more > 0 ? [savedSearchMessages.alertMore(more)] : []),
    savedSearchMessages.alertAction,
  ];
  return { title: savedSearchMessages.alertTitle(name), body, lines };
}

/** An alert mail's own unsubscribe links (this alert only) and where the member manages their alerts. */
export const searchAlertOptOut = (token: string) => ({
  unsubscribePath: paths.searchAlertUnsubscribeWith(token),
  oneClickPath: `${SEARCH_ALERT_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`,
  preferencesPath: paths.dashboardTab('searches'),
});

/**
 * Tells the member what their saved search found among the missions published since its last
 * alert, exactly as the search page shows them for the same filters (the page's own query and
 * service); nothing when nothing is new. Moves the bound to `now` either way.
 */
async function tellNews(tx: Tx, links: MailLinks, search: Row, now: Date) {
  const query = searchQueryOf(search.query);
  const since = search.lastAlertAt ?? search.createdAt;
  const found = query && (await searchMissions(tx, query, { publishedAfter: since }));
  await tx.update(savedSearches).set({ lastAlertAt: now }).where(eq(savedSearches.id, search.id));
  if (!found || found.total === 0) return;
  const { title, body, lines } = searchAlertContent(links.baseUrl, search.name, found.total, found.items);
  const link = paths.savedSearch(search.query);
  await createNotification(tx, { userId: search.userId, type: SEARCH_ALERT_NOTIFICATION, title, body, link });
  const ownOptOut = searchAlertOptOut(alertUnsubscribeToken(links.secret, search.id));
  await sendNotificationMail(tx, links, { userId: search.userId, title, lines, path: link, ownOptOut });
}

/**
 * The `search-alert.send` job: an immediate alert after a publication, or a daily or weekly one
 * at its time (`dueAt`), which then waits for the next morning. The saved search's row is locked
 * while it runs, so alerts of one search never overlap; a job whose search has changed since
 * (deleted, alert stopped or set to another frequency) does nothing.
 */
export function searchAlertHandler(db: Db, baseUrl: string, secret: string): BackgroundJobHandler<'search-alert.send'> {
  return ({ savedSearchId, dueAt }) =>
    db.transaction(async (tx) => {
      const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, savedSearchId)).for('update');
      if (!search) return;
      const now = new Date();
      const links = { baseUrl: search.linkBase ?? baseUrl, secret };
      if (!dueAt) {
        if (search.alert === 'immediate') await tellNews(tx, links, search, now);
        return;
      }
      if (search.alert === 'none' || search.alert === 'immediate' || search.nextAlertAt?.toISOString() !== dueAt) return;
      await tellNews(tx, links, search, now);
      const nextAlertAt = nextAlertTime(search.alert, new Date(Math.max(now.getTime(), Date.parse(dueAt))));
      await tx.update(savedSearches).set({ nextAlertAt }).where(eq(savedSearches.id, search.id));
      await enqueue(tx, { kind: 'search-alert.send', payload: { savedSearchId, dueAt: nextAlertAt.toISOString() }, runAt: nextAlertAt });
    });
}

/** A mission was published: each immediate alert looks for its news (one job per saved search, after this commit). */
export async function queueImmediateAlerts(tx: Tx): Promise<void> {
  const immediate = await tx.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.alert, 'immediate'));
  for (const { id } of immediate) await enqueue(tx, { kind: 'search-alert.send', payload: { savedSearchId: id } });
}
