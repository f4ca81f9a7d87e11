import { MailX } from 'lucide-react';
import { mailPreferenceMessages } from '#contracts/notifications-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useUnsubscribe, useUnsubscribeLink } from '../api/mail-preferences.ts';

/**
 * A mail's unsubscribe link, without signing in: the page says which mails it stops and asks
 * for a click (opening the link changes nothing, so mail scanners cannot unsubscribe anyone).
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  if (link.isPending) return <Spinner />;
  if (link.isError) return <Alert tone="error">{errorMessageOf(link.error, mailPreferenceMessages.invalidToken)}</Alert>;
  if (unsubscribe.isSuccess) return <Alert tone="success">{mailPreferenceMessages.unsubscribed(unsubscribe.data.label)}</Alert>;
  return (
    <div className="space-y-4 text-center text-slate-700">
      <MailX className="mx-auto size-12 text-indigo-600" aria-hidden="true" />
      <p>{mailPreferenceMessages.unsubscribeQuestion(link.data.label)}</p>
      {unsubscribe.isError && <Alert tone="error">{errorMessageOf(unsubscribe.error, mailPreferenceMessages.invalidToken)}</Alert>}
      <Button fullWidth busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {mailPreferenceMessages.unsubscribeButton}
      </Button>
    </div>
  );
}
