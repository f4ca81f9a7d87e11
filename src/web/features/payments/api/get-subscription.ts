import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscription, TSubscriptionResponse } from '#contracts/payments';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getSubscription(signal?: AbortSignal): Promise<TSubscription | null> {
  return (await apiGet<TSubscriptionResponse>('/api/me/subscription', signal)).subscription;
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
  });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
