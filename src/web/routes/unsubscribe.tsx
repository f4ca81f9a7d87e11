import { useSearchParams } from 'react-router';
import { mailPreferenceMessages } from '#contracts/notifications-terms';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { UnsubscribePanel } from '#web/features/notifications/components/unsubscribe-panel.tsx';

/** /desinscription?token=… — the page a notification mail's unsubscribe link opens. */
export default function UnsubscribeRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard title={mailPreferenceMessages.unsubscribeTitle}>
      {token ? <UnsubscribePanel token={token} /> : <Alert tone="error">{mailPreferenceMessages.invalidToken}</Alert>}
    </AuthCard>
  );
}
