import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TCheckoutSession } from '#contracts/payments';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { SpinnerIcon } from '#web/components/ui/spinner.tsx';
import { useCheckoutSession } from '#web/features/payments/api/get-checkout-session.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const unlockedCaptions: Record<TCheckoutSession['purpose'], { text: string; link: string }> = {
  application: { text: 'You can now apply to:', link: 'Back to the mission' },
  contact: { text: 'You can now contact:', link: 'View the profile' },
};

export default function StripeSuccessRoute() {
  useDocumentTitle('Payment Successful!');
  const sessionId = useSearchParams()[0].get('session_id');
  const { viewer } = useViewer();
  return (
    <Card lang="en" className="mx-auto max-w-lg space-y-6 p-8 text-center">
      <CircleCheck className="mx-auto size-14 text-emerald-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Payment Successful!</h1>
      <p className="text-slate-600">Thank you for your purchase. Your payment has been processed successfully.</p>
      {sessionId && (
        <p className="text-sm break-all text-slate-500">
          Session ID: <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{sessionId}</code>
        </p>
      )}
      {sessionId && viewer && <UnlockedAccess sessionId={sessionId} />}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * What the payment unlocked, once the provider has confirmed it (the webhook may arrive a
 * moment after the user): the session is asked again every second for a while, and a live
 * `entitlement` event refreshes it at once.
 */
function UnlockedAccess({ sessionId }: { sessionId: string }) {
  const session = useCheckoutSession(sessionId, { pollWhilePending: true });

  if (session.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <SpinnerIcon className="size-4" /> Confirming your payment…
      </p>
    );
  }
  if (session.isError) return null;

  const { state, purpose, target } = session.data;
  if (state === 'paid') {
    const caption = unlockedCaptions[purpose];
    return (
      <div role="status" className="space-y-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
        <p>
          {caption.text}{' '}
          <span className="font-semibold" lang="fr">
            {target.label}
          </span>
        </p>
        <ButtonLink to={target.path} variant="secondary" size="sm">
          {caption.link}
        </ButtonLink>
      </div>
    );
  }
  if (state === 'pending') {
    return (
      <div className="space-y-3">
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
          {session.isFetching && <SpinnerIcon className="size-4" />}
          Your payment is being confirmed. This can take a few moments.
        </p>
        <Button variant="ghost" size="sm" onClick={() => void session.refetch()} disabled={session.isFetching}>
          Check again
        </Button>
      </div>
    );
  }
  return (
    <Alert tone="error" className="text-left">
      {state === 'refunded' ? 'This payment has been refunded.' : 'This payment did not go through. No access has been unlocked.'}
    </Alert>
  );
}
