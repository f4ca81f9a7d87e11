import { creditReasonLabels, creditTexts } from '#contracts/credits-terms';
import { formatPrice } from '#contracts/payments-terms';
import { receiptPdfPath } from '#contracts/receipts';
import { receiptTexts } from '#contracts/receipts-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useCredits } from '../api/get-credits.ts';

/**
 * 'Mes crédits' in 'Mes achats': the fees of ignored applications given back (each with its
 * credit note) and the unlocks they paid (each with its receipt), newest first, and the balance.
 */
export function CreditsList() {
  const credits = useCredits();
  return (
    <Card className="space-y-4 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{creditTexts.heading}</h2>
        {credits.data && <p className="font-semibold text-slate-900">{creditTexts.balance(credits.data.balanceCents)}</p>}
      </div>
      <p className="text-sm text-slate-600">{creditTexts.explanation}</p>
      {credits.isPending ? (
        <Spinner />
      ) : credits.isError ? (
        <Alert tone="error">{errorMessageOf(credits.error, 'Impossible de charger vos crédits.')}</Alert>
      ) : credits.data.movements.length === 0 ? (
        <p className="text-slate-600">{creditTexts.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {credits.data.movements.map((movement) => (
            <li key={movement.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={movement.kind === 'earned' ? 'green' : 'gray'}>
                    {movement.kind === 'earned' ? creditTexts.earned : creditTexts.spent}
                  </Badge>
                  <span className="text-slate-600">{formatDate(movement.at)}</span>
                </p>
                <p className="text-slate-900">{movement.item}</p>
                {movement.reason && <p className="text-slate-600">{creditReasonLabels[movement.reason]}</p>}
              </div>
              <div className="text-right">
                <p className="font-medium whitespace-nowrap text-slate-900">
                  {movement.kind === 'earned' ? '+' : '−'}
                  {formatPrice(movement.amountCents, movement.currency)}
                </p>
                {movement.document && (
                  <a
                    href={receiptPdfPath(movement.document.id)}
                    download
                    className="font-medium whitespace-nowrap text-indigo-600 hover:text-indigo-500 hover:underline"
                  >
                    {receiptTexts.link(movement.document.kind, movement.document.number)}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
