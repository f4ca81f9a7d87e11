import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatBadgeCount } from '#contracts/messages-terms';
import type { TNotificationsResponse } from '#contracts/notifications';
import { unreadNotificationsLabel } from '#contracts/notifications-terms';
import { NotificationList } from '#web/components/layouts/notification-list.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { CountBadge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useMarkNotificationsRead } from '#web/lib/notifications.ts';

const loadFailed = 'Impossible de charger les notifications.';

type NotificationsCardProps = {
  /** The heading's content (an icon and a title); the unread badge follows it. */
  heading: ReactNode;
  notifications: UseQueryResult<Pick<TNotificationsResponse, 'notifications' | 'unreadCount'>>;
  className?: string;
  /** Below the list (the history's pager). */
  children?: ReactNode;
};

/** A card of notifications with the unread badge and 'Tout marquer comme lu': the overview's latest ones, or a page of them all. */
export function NotificationsCard({ heading, notifications, className, children }: NotificationsCardProps) {
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <Card className={cn('space-y-4 p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          {heading}
          <CountBadge text={formatBadgeCount(unread)} label={unreadNotificationsLabel(unread)} />
        </h2>
        {(notifications.data?.notifications.length ?? 0) > 0 && (
          <Button variant="ghost" size="sm" disabled={unread === 0} busy={markRead.isPending} onClick={() => markRead.mutate()}>
            Tout marquer comme lu
          </Button>
        )}
      </div>
      {markRead.isError && <Alert tone="error">{errorMessageOf(markRead.error, loadFailed)}</Alert>}
      {notifications.isPending ? (
        <Spinner />
      ) : notifications.isError ? (
        <Alert tone="error">{errorMessageOf(notifications.error, loadFailed)}</Alert>
      ) : (
        <NotificationList notifications={notifications.data.notifications} />
      )}
      {children}
    </Card>
  );
}
