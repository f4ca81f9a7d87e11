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
