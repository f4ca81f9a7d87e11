import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '#contracts/paths';
import { Pager } from '#web/components/ui/pager.tsx';
import { useNotificationsPage } from '../api/get-notifications-page.ts';
import { NotificationsCard } from './notifications-card.tsx';

/** The page number of the address (`?page=`), 1 when absent or not one. */
export function notificationsPageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Every notification of the member, newest first, a page at a time, with 'Tout marquer comme lu'. */
export function NotificationsHistory() {
  const [searchParams] = useSearchParams();
  const page = notificationsPageOf(searchParams);
  const navigate = useNavigate();
  const notifications = useNotificationsPage(page);
  const pageCount = notifications.data ? Math.max(1, Math.ceil(notifications.data.total / notifications.data.pageSize)) : 1;

  return (
    <NotificationsCard className="max-w-3xl" heading="Toutes les notifications" notifications={notifications}>
      <Pager page={page} pageCount={pageCount} hasNext={page < pageCount} onPage={(next) => void navigate(paths.notificationsPage(next))} />
    </NotificationsCard>
  );
}
