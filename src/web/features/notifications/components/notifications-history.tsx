import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatBadgeCount } from '#contracts/messages-terms';
import { unreadNotificationsLabel } from '#contracts/notifications-terms';
import { paths } from '#contracts/paths';
import { NotificationList } from '#web/components/layouts/notification-list.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { CountBadge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useMarkNotificationsRead } from '#web/lib/notifications.ts';
import { useNotificationsPage } from '../api/get-notifications-page.ts';

const loadFailed = 'Impossible de charger les notifications.';
const pageLinkClass = 'inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline';

/** The page number of the address (`?page=`), 1 when absent or not one. */
function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Every notification of the member, newest first, a page at a time, with 'Tout marquer comme lu'. */
export function NotificationsHistory() {
  const page = usePageParam();
  const notifications = useNotificationsPage(page);
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const pageCount = notifications.data ? Math.max(1, Math.ceil(notifications.data.total / notifications.data.pageSize)) : 1;

  return (
    <Card className="max-w-3xl space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          Toutes les notifications
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
      {pageCount > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-4 border-t border-slate-200 pt-4">
          {page > 1 ? (
            <Link to={paths.notificationsPage(page - 1)} className={pageLinkClass}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Page précédente
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">{`Page ${page} sur ${pageCount}`}</p>
          {page < pageCount ? (
            <Link to={paths.notificationsPage(page + 1)} className={pageLinkClass}>
              Page suivante
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </Card>
  );
}
