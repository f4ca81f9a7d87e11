import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '#contracts/messages-terms';
import type { TNotification } from '#contracts/notifications';
import { NOTIFICATIONS_LIMIT } from '#contracts/notifications-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { CountBadge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useNotifications } from '../api/get-notifications.ts';

const loadFailed = 'Impossible de charger les notifications.';

/** The overview's latest notifications (at most 5), with the unread badge ('9+') and 'Tout marquer comme lu'. */
export function NotificationsPanel() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <Bell className="size-5 text-slate-400" aria-hidden="true" />
          Notifications
          <CountBadge text={formatBadgeCount(unread)} label={`${unread} non lues`} />
        </h3>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          busy={markRead.isPending}
          onClick={() => markRead.mutate()}
        >
          Tout marquer comme lu
        </Button>
      </div>
      {markRead.isError && <Alert tone="error">{errorMessageOf(markRead.error, loadFailed)}</Alert>}
      {notifications.isPending ? (
        <Spinner />
      ) : notifications.isError ? (
        <Alert tone="error">{errorMessageOf(notifications.error, loadFailed)}</Alert>
      ) : notifications.data.notifications.length === 0 ? (
        <p className="text-sm text-slate-500">Aucune notification.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {notifications.data.notifications.slice(0, NOTIFICATIONS_LIMIT).map((notification) => (
            <li key={notification.id} className="py-3">
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function NotificationItem({ notification }: { notification: TNotification }) {
  const title = notification.link?.startsWith('/') ? (
    <Link to={notification.link} className="hover:underline">
      {notification.title}
    </Link>
  ) : (
    notification.title
  );
  return (
    <div className="flex gap-3">
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-indigo-600')}
        aria-hidden="true"
      />
      <div className="min-w-0 space-y-0.5">
        <p className={cn('text-sm text-slate-900', !notification.read && 'font-semibold')}>
          {title}
          {!notification.read && <span className="sr-only"> (non lue)</span>}
        </p>
        {notification.body && <p className="text-sm text-slate-600">{notification.body}</p>}
        <p className="text-xs text-slate-500">{formatDateTime(notification.createdAt)}</p>
      </div>
    </div>
  );
}
