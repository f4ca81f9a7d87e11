import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZNotification, ZNotificationsResponse } from '#contracts/notifications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ZWireDate } from '#web/lib/wire.ts';

const ZNotificationsWire = ZNotificationsResponse.extend({
  notifications: z.array(ZNotification.extend({ createdAt: ZWireDate })),
});
export type TNotificationsView = z.infer<typeof ZNotificationsWire>;

/** The newest notifications (at most 5) and how many are unread in all. */
export function getNotifications(signal?: AbortSignal): Promise<TNotificationsView> {
  return apiGet('/api/notifications', ZNotificationsWire, signal);
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
