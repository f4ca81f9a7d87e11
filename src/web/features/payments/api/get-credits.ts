import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCreditsResponse } from '#contracts/credits';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The member's credits: the balance available, and each one earned and spent (ADR 0054). */
export function getCredits(signal?: AbortSignal): Promise<TCreditsResponse> {
  return apiGet<TCreditsResponse>('/api/me/credits', signal);
}

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.credits(),
    queryFn: ({ signal }) => getCredits(signal),
  });

export const useCredits = (options: { enabled?: boolean } = {}) => useQuery({ ...creditsQueryOptions(), ...options });
