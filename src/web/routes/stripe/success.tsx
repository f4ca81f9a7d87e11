import { CircleCheck } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { SpinnerIcon } from '#web/components/ui/spinner.tsx';
import { useCheckoutSession } from '#web/features/payments/api/get-checkout-session.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import type { AfterPaymentState } from '#web/lib/purchase-dialog.ts';
import { paths } from '#contracts/paths';

const successTexts = {
  title: 'Paiement réussi',
  thanks: 'Merci pour votre achat : votre paiement a bien été effectué. Votre reçu est disponible dans « Mes achats ».',
  reference: 'Référence du paiement :',
  confirming: 'Confirmation de votre paiement…',
  pending: 'Votre paiement est en cours de confirmation. Cela peut prendre quelques instants.',
  checkAgain: 'Vérifier à nouveau',
  refunded: 'Ce paiement a été remboursé.',
  failed: 'Ce paiement n’a pas abouti. Aucun accès n’a été débloqué.',
  unknown: 'Ce paiement est introuvable. Vos achats confirmés sont listés dans « Mes achats ».',
  purchases: 'Voir mes achats',
  home: 'Retour à l’accueil',
} as const;

/**
 * Where the buyer lands once the provider confirmed the payment: back where they were going
 * (the mission's application form, the message form to the community manager), which the
 * server tells from the session. Until then, the page says the payment is being confirmed.
 */
export default function StripeSuccessRoute() {
  useDocumentTitle(successTexts.title);
  const sessionId = useSearchParams()[0].get('session_id');
  const { viewer } = useViewer();
  return (
    <Card className="mx-auto max-w-lg space-y-6 p-8 text-center">
      <CircleCheck className="mx-auto size-14 text-emerald-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{successTexts.title}</h1>
      <p className="text-slate-600">{successTexts.thanks}</p>
      {sessionId && (
        <p className="text-sm break-all text-slate-500">
          {successTexts.reference} <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{sessionId}</code>
        </p>
      )}
      {sessionId && viewer && <PaymentOutcome sessionId={sessionId} />}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboardTab('subscription')}>{successTexts.purchases}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {successTexts.home}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * The provider's confirmation may arrive a moment after the buyer (webhook): the session is asked
 * again every second for a while, and a live `entitlement` event refreshes it at once. Once paid,
 * the buyer is sent on to what they paid for.
 */
function PaymentOutcome({ sessionId }: { sessionId: string }) {
  const session = useCheckoutSession(sessionId, { pollWhilePending: true });

  if (session.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <SpinnerIcon className="size-4" /> {successTexts.confirming}
      </p>
    );
  }
  if (session.isError) {
    // An address made up or mistyped: nothing says it was paid, so the page does not let it stand.
    return (
      <Alert tone="error" className="text-left">
        {errorMessageOf(session.error, successTexts.unknown)}
      </Alert>
    );
  }

  const { state, purpose, target } = session.data;
  if (state === 'paid') {
    const afterPayment: AfterPaymentState = { paidFor: purpose };
    return <Navigate to={target.path} replace state={afterPayment} />;
  }
  if (state === 'pending') {
    return (
      <div className="space-y-3">
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
          {session.isFetching && <SpinnerIcon className="size-4" />}
          {successTexts.pending}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void session.refetch()} disabled={session.isFetching}>
          {successTexts.checkAgain}
        </Button>
      </div>
    );
  }
  return (
    <Alert tone="error" className="text-left">
      {state === 'refunded' ? successTexts.refunded : successTexts.failed}
    </Alert>
  );
}
