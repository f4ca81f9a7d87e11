import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { notificationsPageQueryOptions } from '#web/features/notifications/api/get-notifications-page.ts';
import { NotificationsHistory, notificationsPageOf } from '#web/features/notifications/components/notifications-history.tsx';
import type { PageQueries } from '#web/page-queries.ts';

/** A member's page of notifications, rendered with it (ADR 0063); a visitor is sent to sign in by the browser. */
export const memberPageQueries: PageQueries = (queryClient, { searchParams, member }) =>
  member ? [queryClient.prefetchQuery(notificationsPageQueryOptions(notificationsPageOf(searchParams)))] : null;

/** 'Notifications' (the bell's 'Voir tout'): every notification of the signed-in member, paged. */
export default function NotificationsRoute() {
  return (
    <RequireViewer>
      {() => (
        <PageShell title="Notifications" description="Toutes vos notifications, des plus récentes aux plus anciennes.">
          <NotificationsHistory />
        </PageShell>
      )}
    </RequireViewer>
  );
}
