import type { ReactNode } from 'react';
import { CreditCard } from 'lucide-react';
import type { TSubscription } from '#contracts/payments';
import { SUBSCRIPTION_STATUS_LABELS, subscriptionMessages } from '#contracts/payments-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useSubscription } from '../api/get-subscription.ts';

type TStatus = TSubscription['status'];

const statusTones: Partial<Record<TStatus, BadgeTone>> = {
  active: 'green',
  trialing: 'indigo',
  past_due: 'yellow',
  unpaid: 'red',
  incomplete: 'yellow',
  incomplete_expired: 'red',
  canceled: 'gray',
  paused: 'gray',
};

function statusLabel(status: TStatus): string {
  return status in SUBSCRIPTION_STATUS_LABELS ? SUBSCRIPTION_STATUS_LABELS[status as keyof typeof SUBSCRIPTION_STATUS_LABELS] : status;
}

/**
 * The subscription card (spec §4 Subscription labels, §8 Subscription errors), shown only when the
 * member has a subscription: the products sold today are one-off, so 'Abonnement' shows what
 * exists, the purchases and their receipts ('Mes achats'), instead of an empty card.
 */
export function SubscriptionView() {
  const query = useSubscription();
  if (query.isPending) return null;
  if (query.isError) {
    const notAuthenticated = query.error instanceof ApiError && query.error.status === 401;
    return (
      <SubscriptionCard>
        <Alert tone="error">{notAuthenticated ? subscriptionMessages.notAuthenticated : subscriptionMessages.error}</Alert>
      </SubscriptionCard>
    );
  }
  const subscription = query.data;
  if (!subscription || subscription.status === 'not_started') return null;
  return (
    <SubscriptionCard>
      <SubscriptionDetails subscription={subscription} />
    </SubscriptionCard>
  );
}

function SubscriptionCard({ children }: { children: ReactNode }) {
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{subscriptionMessages.title}</h2>
      {children}
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: TSubscription }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-500">{subscriptionMessages.status}</dt>
        <dd className="mt-1">
          <Badge tone={statusTones[subscription.status] ?? 'gray'}>{statusLabel(subscription.status)}</Badge>
        </dd>
      </div>
      {subscription.currentPeriodEnd && (
        <div>
          <dt className="text-sm text-slate-500">
            {subscription.cancelAtPeriodEnd ? subscriptionMessages.expiresOn : subscriptionMessages.renewsOn}
          </dt>
          <dd className="mt-1 font-medium text-slate-900">{formatDate(subscription.currentPeriodEnd)}</dd>
        </div>
      )}
      {subscription.paymentMethodLast4 && (
        <div>
          <dt className="text-sm text-slate-500">{subscriptionMessages.paymentMethod}</dt>
          <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
            <CreditCard className="size-4 text-slate-400" aria-hidden="true" />
            <span className="capitalize">{subscription.paymentMethodBrand ?? subscriptionMessages.card}</span>
            <span>•••• {subscription.paymentMethodLast4}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
