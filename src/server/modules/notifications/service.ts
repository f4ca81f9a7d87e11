import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '#contracts/notifications-terms';
import type { RealtimeBus } from '#server/adapters/realtime/bus';
import type { DbOrTx } from '#server/db/client';
import { notifications } from '#server/db/schema/index';

export type NewNotification = { userId: string; type: string; title: string; body?: string; link?: string };

/** Stores an in-app notification (inside the caller's transaction when given one). */
export async function createNotification(db: DbOrTx, notification: NewNotification) {
  const [row] = await db.insert(notifications).values(notification).returning();
  return row!;
}

/** Pushes a stored notification to the user's open streams. */
export function pushNotification(bus: RealtimeBus, row: Awaited<ReturnType<typeof createNotification>>) {
  return bus.publish(row.userId, { type: 'notification', data: { id: row.id, title: row.title, link: row.link } });
}

/** The newest notifications of a user (the dashboard shows NOTIFICATIONS_LIMIT) and the unread total. */
export async function listNotifications(db: DbOrTx, userId: string, limit = NOTIFICATIONS_LIMIT) {
  const [latest, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        read: notifications.read,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return {
    notifications: latest.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    unreadCount: Number(unread?.count ?? 0) };
}

/** Marks every notification of the user read; tells the user's other tabs when anything changed. */
export async function markAllNotificationsRead(db: DbOrTx, bus: RealtimeBus, userId: string) {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (updated.length > 0) await bus.publish(userId, { type: 'notifications_read', data: {} });
  return { updated: updated.length };
}
