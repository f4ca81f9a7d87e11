import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOrder } from '#contracts/payments';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ZWireDate } from '#web/lib/wire.ts';

const ZOrdersWire = z.object({ orders: z.array(ZOrder.extend({ createdAt: ZWireDate })) });
export type TOrderView = z.infer<typeof ZOrdersWire>['orders'][number];

/** The user's one-off purchases, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<TOrderView[]> {
  return (await apiGet('/api/me/orders', ZOrdersWire, signal)).orders;
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.orders(),
    queryFn: ({ signal }) => getOrders(signal),
  });

export const useOrders = () => useQuery(ordersQueryOptions());
