import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { TCheckoutSession } from '#contracts/payments';
import { checkoutMessages, formatPrice, purposeLabels } from '#contracts/payments-terms';
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
  application: 'Débloque votre candidature à',
  contact: 'Débloque la messagerie avec',
};

/** The local card simulator's checkout page (the embedded payment provider), in French like the rest of the site. */
export default function CheckoutSimulatorRoute() {
  useDocumentTitle('Paiement');
  return <RequireViewer>{() => <SimulatorCheckout />}</RequireViewer>;
}

function SimulatorCheckout() {
  const sessionId = useParams().sessionId ?? '';
  const session = useCheckoutSession(sessionId);

  if (session.isPending) return <PageSpinner />;
  if (session.isError) {
    return (
      <Card className="mx-auto max-w-lg space-y-4 p-8">
        <h1 className="text-2xl font-bold text-slate-900">Paiement</h1>
        <Alert tone="error">{errorMessageOf(session.error, checkoutMessages.unexpected)}</Alert>
        <ButtonLink to={paths.home} variant="secondary">
          Retour à l’accueil
        </ButtonLink>
      </Card>
    );
  }

  const { data } = session;
  const payable = data.state === 'pending' || data.state === 'failed';
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <Card className="space-y-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Paiement</h1>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">Produit</p>
          <p className="text-lg font-semibold text-slate-900">{data.productName}</p>
          <p className="text-sm text-slate-600">{purposeLabels[data.purpose]}</p>
        </div>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">Montant</p>
          <p className="text-3xl font-bold text-slate-900" data-testid="checkout-amount">
            {formatPrice(data.amountCents, data.currency)}
          </p>
          <p className="text-xs text-slate-500">Paiement unique, TVA incluse</p>
        </div>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">{unlockCaptions[data.purpose]}</p>
          <p className="font-medium text-slate-900">{data.target.label}</p>
        </div>
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <ShieldCheck className="size-4 text-emerald-500" aria-hidden="true" />
          Simulateur de paiement local : aucun argent réel n’est en jeu.
        </p>
      </Card>
      <Card className="p-6 sm:p-8">
        {payable ? (
          <SimulatorCheckoutForm session={data} />
        ) : (
          <div className="space-y-4">
            <Alert tone="info" title={checkoutMessages.sessionClosed}>
              {data.state === 'paid' ? 'Elle a déjà été payée.' : 'Relancez un paiement depuis la page d’où vous venez.'}
            </Alert>
            <ButtonLink to={data.target.path} variant="secondary">
              Retour
            </ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
