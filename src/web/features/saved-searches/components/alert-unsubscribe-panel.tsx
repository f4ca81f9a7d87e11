import { BellOff } from 'lucide-react';
import { savedSearchMessages } from '#contracts/saved-searches-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useAlertUnsubscribe, useAlertUnsubscribeLink } from '../api/saved-searches.ts';

/**
 * An alert mail's unsubscribe link, without signing in: the page names the alert and asks for a
 * click (opening the link changes nothing, so mail scanners cannot stop anyone's alert).
 */
export function AlertUnsubscribePanel({ token }: { token: string }) {
  const link = useAlertUnsubscribeLink(token);
  const unsubscribe = useAlertUnsubscribe();
  if (link.isPending) return <Spinner />;
  if (link.isError) return <Alert tone="error">{errorMessageOf(link.error, savedSearchMessages.invalidToken)}</Alert>;
  if (unsubscribe.isSuccess) return <Alert tone="success">{savedSearchMessages.unsubscribed(unsubscribe.data.name)}</Alert>;
  return (
    <div className="space-y-4 text-center text-slate-700">
      <BellOff className="mx-auto size-12 text-indigo-600" aria-hidden="true" />
      <p>{savedSearchMessages.unsubscribeQuestion(link.data.name)}</p>
      {unsubscribe.isError && <Alert tone="error">{errorMessageOf(unsubscribe.error, savedSearchMessages.invalidToken)}</Alert>}
      <Button fullWidth busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {savedSearchMessages.unsubscribeButton}
      </Button>
    </div>
  );
}
