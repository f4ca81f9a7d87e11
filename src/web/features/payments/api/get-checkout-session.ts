import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCheckoutSession } from '#contracts/payments';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often, and for how long, the success page asks again while the payment is being confirmed. */
export const SESSION_POLL_MS = 1_000;
export const SESSION_POLL_LIMIT_MS = 15_000;

export function getCheckoutSession(sessionId: string, signal?: AbortSignal): Promise<TCheckoutSession> {
  return apiGet<TCheckoutSession>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, signal);
}

export const checkoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.payments.checkoutSession(sessionId),
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
    staleTime: 0,
  });

/**
 * The checkout session; with `pollWhilePending`, while it is still pending (the provider's confirmation is on its way)
 * it is asked again every second, for at most 15 seconds.
 */
export function useCheckoutSession(sessionId: string | null, { pollWhilePending = false } = {}) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    ...checkoutSessionQueryOptions(sessionId ?? ''),
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.state === 'pending' && Date.now() - startedAt < SESSION_POLL_LIMIT_MS ? SESSION_POLL_MS : false,
  });
}
