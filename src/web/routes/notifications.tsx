import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { NotificationsHistory } from '#web/features/notifications/components/notifications-history.tsx';

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
