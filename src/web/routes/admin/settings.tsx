import { adminSettingsLabels } from '#contracts/admin-settings-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAdminSettings } from '#web/features/admin/api/get-admin-settings.ts';
import { SettingsForm } from '#web/features/admin/components/settings/settings-form.tsx';

export default function AdminSettingsRoute() {
  const settings = useAdminSettings();
  return (
    <PageShell title={adminSettingsLabels.title}>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <Alert tone="error">{adminSettingsLabels.loadError}</Alert>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </PageShell>
  );
}
