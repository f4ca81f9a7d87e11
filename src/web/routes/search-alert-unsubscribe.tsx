import { useSearchParams } from 'react-router';
import { savedSearchMessages } from '#contracts/saved-searches-terms';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { AlertUnsubscribePanel } from '#web/features/saved-searches/components/alert-unsubscribe-panel.tsx';

/** /alertes/desinscription?token=… — the page an alert mail's unsubscribe link opens. */
export default function SearchAlertUnsubscribeRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard title={savedSearchMessages.unsubscribeTitle}>
      {token ? <AlertUnsubscribePanel token={token} /> : <Alert tone="error">{savedSearchMessages.invalidToken}</Alert>}
    </AuthCard>
  );
}
