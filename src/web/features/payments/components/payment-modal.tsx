import { Lock } from 'lucide-react';
import { creditTexts } from '#contracts/credits-terms';
import { CONTACT_PRODUCT, formatPrice, purposeUnlocks, type TPurchasePurpose } from '#contracts/payments-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import type { PaymentDialogProps } from '#web/lib/purchase-dialog.ts';
import { checkoutErrorMessage, useCreateCheckout } from '../api/create-checkout.ts';
import { useCredits } from '../api/get-credits.ts';

const titles: Record<TPurchasePurpose, string> = {
  application: 'Postuler à cette mission',
  contact: 'Contacter ce community manager',
};

const targetCaptions: Record<TPurchasePurpose, string> = {
  application: 'Mission',
  contact: 'Profil',
};

/**
 * Tells the price and what the payment unlocks before anything is charged, then sends the
 * user to the checkout page. Implements the shared PaymentDialogProps so other features can
 * take it as a prop.
 */
export function PaymentModal({ open, onClose, purpose, targetId, targetLabel }: PaymentDialogProps) {
  const checkout = useCreateCheckout();
  const credits = useCredits({ enabled: open });
  // The server spends a credit before any card (ADR 0054): the dialog says so beforehand.
  const creditCents = credits.data?.balanceCents ?? 0;
  const paysWithCredit = creditCents >= CONTACT_PRODUCT.amountCents;
  const price = formatPrice(CONTACT_PRODUCT.amountCents, CONTACT_PRODUCT.currency);
  // Busy from the click until the browser has left for the checkout page.
  const busy = checkout.isPending || checkout.isSuccess;

  const close = () => {
    checkout.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} busy={busy} title={titles[purpose]} description="Paiement unique et sécurisé">
      <div className="space-y-5">
        <div className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <div>
            <p className="text-sm font-medium text-slate-900">{CONTACT_PRODUCT.name}</p>
            <p className="text-xs text-slate-500">Paiement unique</p>
          </div>
          <p className="text-2xl font-bold text-slate-900" data-testid="payment-price">
            {price}
          </p>
        </div>
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            <span className="font-medium text-slate-900">{targetCaptions[purpose]} : </span>
            {targetLabel}
          </p>
          <p>{purposeUnlocks[purpose]}</p>
          {purpose === 'application' && <p>{creditTexts.promise(CONTACT_PRODUCT.amountCents)}</p>}
        </div>
        {paysWithCredit && (
          <Alert tone="success">
            <p>{creditTexts.available(creditCents)}</p>
          </Alert>
        )}
        {checkout.isError && (
          <Alert tone="error">
            <p>Erreur de paiement: {checkoutErrorMessage(checkout.error)}</p>
          </Alert>
        )}
        {!paysWithCredit && (
          <p className="flex items-center gap-2 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden="true" />
            Vous allez être redirigé vers la page de paiement sécurisée.
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Annuler
          </Button>
          <Button data-autofocus busy={busy} busyLabel="Redirection..." onClick={() => checkout.mutate({ purpose, targetId })}>
            {paysWithCredit ? creditTexts.payWithCredit : `Payer ${price}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
