import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME } from '#contracts/account-settings-terms';
import { NOTIFICATION_NOT_FOUND, NOTIFICATIONS_LIMIT, NOTIFICATIONS_PAGE_SIZE } from '#contracts/notifications-terms';
import { type Db, type DbOrTx, type Tx, containsText, lockUntilCommit, notifications, preparedPerDatabase, replaceText } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { enqueuePush } from '#server/queue/index';

export type NewNotification = { userId: string; type: string; title: string; body?: string; link?: string };
type NotificationRow = typeof notifications.$inferSelect;

const pushOf = (row: NotificationRow) => ({ type: 'notification', data: { id: row.id, title: row.title, link: row.link } }) as const;

/**
 * Stores an in-app notification and its realtime push, inside the caller's transaction: the
 * user is told exactly when the change commits.
 */
export function createNotification(db: DbOrTx, notification: NewNotification): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(notifications).values(notification).returning();
    await enqueuePush(tx, row!.userId, pushOf(row!));
    return row!;
  });
}

/**
 * Like `createNotification`, but at most one unread notification of this type and link per user: an
 * unread one is refreshed (text, time) instead of adding another (one per unread
 * conversation, not one per message). Serialised per user and link by a transaction lock; the
 * text is written under it (`write`, which may also decide there is nothing to say: null).
 */
export async function refreshOrCreateNotification(
  tx: Tx,
  slot: Pick<NewNotification, 'userId' | 'type'> & { link: string },
  write: () => Promise<Pick<NewNotification, 'title' | 'body'> | null>,
): Promise<NotificationRow | null> {
  await lockSlot(tx, slot.userId, slot.type, slot.link);
  const text = await write();
  if (!text) return null;
  const [refreshed] = await tx
    .update(notifications)
    .set({ title: text.title, body: text.body ?? null, createdAt: new Date() })
    .where(unreadLike(slot.userId, slot.type, slot.link))
    .returning();
  if (!refreshed) return createNotification(tx, { ...slot, ...text });
  await enqueuePush(tx, refreshed.userId, pushOf(refreshed));
  return refreshed;
}

/** Serialises the writers of one user's notifications of a type and link until the transaction ends. */
const lockSlot = (tx: DbOrTx, userId: string, type: string, link: string) => lockUntilCommit(tx, `notify:${userId}:${type}:${link}`);

const unreadLike = (userId: string, type: string, link?: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.type, type),
    link === undefined ? undefined : eq(notifications.link, link),
    eq(notifications.read, false),
  );

/**
 * Marks the user's unread notifications of a type (and link) read, e.g. a conversation's
 * message notifications when it is opened; the user's tabs are told when anything changed.
 * Under the lock of `refreshOrCreateNotification`: one it is writing now is marked too.
 */
export async function markNotificationsRead(tx: DbOrTx, userId: string, type: string, link: string): Promise<number> {
  await lockSlot(tx, userId, type, link);
  const updated = await tx
    .update(notifications)
    .set({ read: true })
    .where(unreadLike(userId, type, link))
    .returning({ id: notifications.id });
  if (updated.length > 0) await enqueuePush(tx, userId, { type: 'notifications_read', data: {} });
  return updated.length;
}

/**
 * Claims the mail of a user's unread notification of this type and link (a conversation left
 * unread): true once per notification, false when it was mailed already or is read (or gone).
 * Under the slot's lock, so two claims never both win.
 */
export async function claimNotificationMail(tx: Tx, slot: Pick<NewNotification, 'userId' | 'type'> & { link: string }): Promise<boolean> {
  await lockSlot(tx, slot.userId, slot.type, slot.link);
  const claimed = await tx
    .update(notifications)
    .set({ mailedAt: new Date() })
    .where(and(unreadLike(slot.userId, slot.type, slot.link), isNull(notifications.mailedAt)))
    .returning({ id: notifications.id });
  return claimed.length > 0;
}

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

const notificationsPageOf = preparedPerDatabase((db) =>
  db
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page'),
);

const notificationCountsOf = preparedPerDatabase((db) =>
  db
    .select({ total: count(), unread: count(sql`CASE WHEN NOT ${notifications.read} THEN 1 END`) })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare('notifications_counts'),
);

/** A page of a user's notifications, newest first, with how many they have and how many are unread, counted together (prepared statements: every dashboard reads them). */
async function notificationsWindow(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [counts]] = await Promise.all([
    notificationsPageOf(db).execute({ userId, limit, offset }),
    notificationCountsOf(db).execute({ userId }),
  ]);
  return {
    notifications: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    unreadCount: Number(counts?.unread ?? 0),
    total: Number(counts?.total ?? 0),
  };
}

/** The newest notifications of a user (the bell and the dashboard show NOTIFICATIONS_LIMIT) and the unread total. */
export async function listNotifications(db: Db, userId: string) {
  const { notifications: latest, unreadCount } = await notificationsWindow(db, userId, NOTIFICATIONS_LIMIT, 0);
  return { notifications: latest, unreadCount };
}

/** The notifications page: all of them, NOTIFICATIONS_PAGE_SIZE a page (1-based). */
export async function listNotificationsPage(db: Db, userId: string, page: number) {
  const window = await notificationsWindow(db, userId, NOTIFICATIONS_PAGE_SIZE, (page - 1) * NOTIFICATIONS_PAGE_SIZE);
  return { ...window, page, pageSize: NOTIFICATIONS_PAGE_SIZE };
}

/** Marks every notification of the user read; tells the user's other tabs when anything changed. */
export async function markAllNotificationsRead(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    if (updated.length > 0) await enqueuePush(tx, userId, { type: 'notifications_read', data: {} });
    return { updated: updated.length };
  });
}

/**
 * Marks one of the member's notifications read (following it from the bell or the list); one
 * already read changes nothing. Another member's, or an unknown id, is not found.
 */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ read: notifications.read })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .for('update');
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    if (row.read) return { updated: 0 };
    await tx.update(notifications).set({ read: true }).where(eq(notifications.id, id));
    await enqueuePush(tx, userId, { type: 'notifications_read', data: {} });
    return { updated: 1 };
  });
}

/** A deleted account's notifications go. */
export async function eraseMemberNotifications(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

/** A deleted member's `name` in the notifications other members received becomes the deleted account's label. */
export async function anonymiseNameInNotifications(tx: Tx, name: string): Promise<void> {
  await tx
    .update(notifications)
    .set({
      title: replaceText(notifications.title, name, DELETED_ACCOUNT_NAME),
      body: replaceText(notifications.body, name, DELETED_ACCOUNT_NAME),
    })
    .where(or(containsText(notifications.title, name), containsText(notifications.body, name)));
}
