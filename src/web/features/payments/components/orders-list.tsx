import type { TOrder } from '#contracts/payments';
import { receiptPdfPath, type TReceiptLink } from '#contracts/receipts';
import { creditTexts } from '#contracts/credits-terms';
import { receiptTexts } from '#contracts/receipts-terms';
import { formatPrice, purposeLabels } from '#contracts/payments-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useOrders } from '../api/get-orders.ts';

const stateLabels: Record<TOrder['state'], { label: string; tone: BadgeTone }> = {
  paid: { label: 'Payé', tone: 'green' },
  pending: { label: 'En attente', tone: 'yellow' },
  failed: { label: 'Échoué', tone: 'red' },
  canceled: { label: 'Annulé', tone: 'gray' },
  refunded: { label: 'Remboursé', tone: 'gray' },
};

/** How an order's state reads: an unlock paid with a credit says so, so it never looks like a second card charge. */
function stateOf(order: TOrder) {
  return order.state === 'paid' && order.paidWithCredit ? { label: creditTexts.paidWithCredit, tone: 'indigo' as const } : stateLabels[order.state];
}

/** A paid order's receipt, and a refunded one's credit note, each a PDF download. */
function OrderDocuments({ documents }: { documents: TReceiptLink[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="space-y-1">
      {documents.map(({ id, kind, number }) => (
        <li key={id}>
          <a href={receiptPdfPath(id)} download className="font-medium whitespace-nowrap text-indigo-600 hover:text-indigo-500 hover:underline">
            {receiptTexts.link(kind, number)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The user's one-off purchases (contact, application), newest first, with their receipts. */
export function OrdersList() {
  const orders = useOrders();
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-lg font-semibold text-slate-900">Mes achats</h2>
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <Alert tone="error">{errorMessageOf(orders.error, 'Impossible de charger vos achats.')}</Alert>
      ) : orders.data.length === 0 ? (
        <p className="text-slate-600">Aucun achat pour le moment.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Achat
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Pour
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Statut
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Montant
                </th>
                <th scope="col" className="py-2 font-medium">
                  {receiptTexts.documents}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-600">{formatDate(order.createdAt)}</td>
                  <td className="py-2 pr-4 text-slate-900">{purposeLabels[order.purpose]}</td>
                  <td className="py-2 pr-4">
                    <TextLink to={order.targetPath}>{order.targetLabel}</TextLink>
                  </td>
                  <td className="py-2 pr-4">
                    <Badge tone={stateOf(order).tone}>{stateOf(order).label}</Badge>
                  </td>
                  <td className="py-2 pr-4 text-right font-medium whitespace-nowrap text-slate-900">
                    {order.paidWithCredit
                      ? creditTexts.amountInCredit(order.amountCents, order.currency)
                      : formatPrice(order.amountCents, order.currency)}
                  </td>
                  <td className="py-2">
                    <OrderDocuments documents={order.documents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
