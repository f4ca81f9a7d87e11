import { CreditsList } from '#web/features/payments/components/credits-list.tsx';
import { OrdersList } from '#web/features/payments/components/orders-list.tsx';
import { SubscriptionView } from '#web/features/payments/components/subscription-view.tsx';

/** 'Abonnement': the plan, a community manager's application credits, the orders. */
export function SubscriptionTab({ isCommunityManager }: { isCommunityManager: boolean }) {
  return (
    <div className="space-y-6">
      <SubscriptionView />
      {isCommunityManager && <CreditsList />}
      <OrdersList />
    </div>
  );
}
