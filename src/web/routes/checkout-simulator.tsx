import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { TCheckoutSession } from '#contracts/payments';
import { formatPrice, purposeLabels } from '#contracts/payments-terms';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useCheckoutSession } from '#web/features/payments/api/get-checkout-session.ts';
import { SimulatorCheckoutForm } from '#web/features/payments/components/simulator-checkout-form.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const unlockCaptions: Record<TCheckoutSession['purpose'], string> = {
  application: 'Unlocks your application to',
  contact: 'Unlocks messaging with',
};

/** The local card simulator's checkout page (the embedded payment provider), in English like Stripe's. */
export default function CheckoutSimulatorRoute() {
  useDocumentTitle('Checkout');
  return <RequireViewer>{() => <SimulatorCheckout />}</RequireViewer>;
}

function SimulatorCheckout() {
  const sessionId = useParams().sessionId ?? '';
  const session = useCheckoutSession(sessionId);

  if (session.isPending) return <PageSpinner />;
  if (session.isError) {
    return (
      <Card lang="en" className="mx-auto max-w-lg space-y-4 p-8">
        <h1 className="text-2xl font-bold text-slate-900">Checkout</h1>
        <Alert tone="error">{errorMessageOf(session.error, 'An unexpected error occurred')}</Alert>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      </Card>
    );
  }

  const { data } = session;
  const payable = data.state === 'pending' || data.state === 'failed';
  return (
    <div lang="en" className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <Card className="space-y-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Checkout</h1>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">Product</p>
          <p className="text-lg font-semibold text-slate-900">{data.productName}</p>
          <p className="text-sm text-slate-600" lang="fr">
            {purposeLabels[data.purpose]}
          </p>
        </div>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">Amount</p>
          <p className="text-3xl font-bold text-slate-900" data-testid="checkout-amount">
            {formatPrice(data.amountCents, data.currency)}
          </p>
          <p className="text-xs text-slate-500">One-off payment</p>
        </div>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">{unlockCaptions[data.purpose]}</p>
          <p className="font-medium text-slate-900" lang="fr">
            {data.target.label}
          </p>
        </div>
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <ShieldCheck className="size-4 text-emerald-500" aria-hidden="true" />
          Local payment simulator: no real money is involved.
        </p>
      </Card>
      <Card className="p-6 sm:p-8">
        {payable ? (
          <SimulatorCheckoutForm session={data} />
        ) : (
          <div className="space-y-4">
            <Alert tone="info" title="This checkout session is closed.">
              {data.state === 'paid' ? 'It has already been paid.' : 'Start a new payment from the page you came from.'}
            </Alert>
            <ButtonLink to={data.target.path} variant="secondary">
              Back
            </ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
