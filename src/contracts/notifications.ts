import { z } from 'zod';

export const ZNotification = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications — the newest NOTIFICATIONS_LIMIT, and how many are unread in all. */
export const ZNotificationsResponse = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int().min(0),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/** POST /api/notifications/read — marks every notification of the user read. */
export const ZMarkNotificationsReadResponse = z.object({ updated: z.number().int().min(0) });
export type TMarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;
