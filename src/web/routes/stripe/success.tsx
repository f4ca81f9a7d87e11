import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#web/paths.ts';

export default function StripeSuccessRoute() {
  useDocumentTitle('Payment Successful!');
  const sessionId = useSearchParams()[0].get('session_id');
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
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </Card>
  );
}
