import { Bell } from 'lucide-react';
import { formatBadgeCount } from '#contracts/messages-terms';
import { unreadNotificationsLabel } from '#contracts/notifications-terms';
import { NotificationList } from '#web/components/layouts/notification-list.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { CountBadge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useMarkNotificationsRead, useNotifications } from '#web/lib/notifications.ts';

const loadFailed = 'Impossible de charger les notifications.';

/** The overview's latest notifications (at most 5), with the unread badge ('9+') and 'Tout marquer comme lu'. */
export function NotificationsPanel() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Bell className="size-5 text-slate-400" aria-hidden="true" />
          Notifications
          <CountBadge text={formatBadgeCount(unread)} label={unreadNotificationsLabel(unread)} />
        </h2>
        <Button variant="ghost" size="sm" disabled={unread === 0} busy={markRead.isPending} onClick={() => markRead.mutate()}>
          Tout marquer comme lu
        </Button>
      </div>
      {markRead.isError && <Alert tone="error">{errorMessageOf(markRead.error, loadFailed)}</Alert>}
      {notifications.isPending ? (
        <Spinner />
      ) : notifications.isError ? (
        <Alert tone="error">{errorMessageOf(notifications.error, loadFailed)}</Alert>
      ) : (
        <NotificationList notifications={notifications.data.notifications} />
      )}
    </Card>
  );
}
