import { z } from 'zod';
import { MAIL_TOPICS } from './notifications-terms.ts';
import { zText } from './text.ts';

const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

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

/** GET /api/notifications/all?page= — every notification, newest first, NOTIFICATIONS_PAGE_SIZE a page. */
export const ZNotificationsPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const ZNotificationsPageResponse = ZNotificationsResponse.extend({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TNotificationsPageResponse = z.infer<typeof ZNotificationsPageResponse>;

/** POST /api/notifications/read — marks every notification of the user read; POST /api/notifications/:id/read, that one. */
export const ZMarkNotificationsReadResponse = z.object({ updated: z.number().int().min(0) });
export type TMarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;

/** GET and PUT /api/me/mail-preferences — the mail topics the viewer turned off. */
export const ZMailPreferences = z.object({ optOuts: z.array(z.enum(MAIL_TOPICS)).max(MAIL_TOPICS.length) });
export type TMailPreferences = z.infer<typeof ZMailPreferences>;

/** A mail's unsubscribe token (signed user and topic), read by the public unsubscribe page. */
export const ZUnsubscribeRequest = z.object({ token: zText(UNSUBSCRIBE_TOKEN_MAX_LENGTH) });
/** The form a mail client posts for a one-click unsubscribe (RFC 8058). */
export const ZOneClickUnsubscribeRequest = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export const ZUnsubscribeResponse = z.object({ topic: z.enum(MAIL_TOPICS), label: z.string() });
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;
