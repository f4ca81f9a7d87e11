import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrder, TOrdersResponse } from '#contracts/payments';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The user's one-off purchases, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<TOrder[]> {
  return (await apiGet<TOrdersResponse>('/api/me/orders', signal)).orders;
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.orders(),
    queryFn: ({ signal }) => getOrders(signal),
  });

export const useOrders = () => useQuery(ordersQueryOptions());
