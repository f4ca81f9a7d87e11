import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSubscription, ZSubscriptionResponse } from '#contracts/payments';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ZWireDateOrNull } from '#web/lib/wire.ts';

const ZSubscriptionWire = ZSubscriptionResponse.extend({
  subscription: ZSubscription.extend({ currentPeriodEnd: ZWireDateOrNull }).nullable(),
});

export async function getSubscription(signal?: AbortSignal) {
  return (await apiGet('/api/me/subscription', ZSubscriptionWire, signal)).subscription;
}

export type TSubscriptionView = Awaited<ReturnType<typeof getSubscription>>;

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
  });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
