import { Bell } from 'lucide-react';
import { useNotifications } from '#web/lib/notifications.ts';
import { NotificationsCard } from './notifications-card.tsx';

/** The overview's latest notifications (at most 5), with the unread badge ('9+') and 'Tout marquer comme lu'. */
export function NotificationsPanel() {
  const notifications = useNotifications();
  return (
    <NotificationsCard
      notifications={notifications}
      heading={
        <>
          <Bell className="size-5 text-slate-400" aria-hidden="true" />
          Notifications
        </>
      }
    />
  );
}
