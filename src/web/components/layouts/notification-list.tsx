import { Link } from 'react-router';
import type { TNotification } from '#contracts/notifications';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useMarkNotificationRead } from '#web/lib/notifications.ts';

type NotificationListProps = {
  notifications: TNotification[];
  /** Called when a notification's link is followed (the bell closes its menu). */
  onNavigate?: () => void;
};

/**
 * The notifications given (the bell's 5 newest, or a page of them all), unread ones marked, each
 * linking to its subject; following an unread one's link marks it read.
 */
export function NotificationList({ notifications, onNavigate }: NotificationListProps) {
  if (notifications.length === 0) return <p className="text-sm text-slate-500">Aucune notification.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {notifications.map((notification) => (
        <li key={notification.id} className="py-3">
          <NotificationItem notification={notification} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({ notification, onNavigate }: { notification: TNotification; onNavigate?: () => void }) {
  const markRead = useMarkNotificationRead();
  const follow = () => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate?.();
  };
  const title = notification.link?.startsWith('/') ? (
    <Link to={notification.link} className="hover:underline" onClick={follow}>
      {notification.title}
    </Link>
  ) : (
    notification.title
  );
  return (
    <div className="flex gap-3">
      <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-indigo-600')} aria-hidden="true" />
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
