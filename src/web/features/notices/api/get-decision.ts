import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDecisionForComplaint } from '#contracts/notices';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The decision behind a statement of reasons' 'Contester la décision' link. */
export const getDecision = (token: string, signal?: AbortSignal) =>
  apiGet<TDecisionForComplaint>(`/api/decisions/${encodeURIComponent(token)}`, signal);

export const decisionQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.notices.decision(token), queryFn: ({ signal }) => getDecision(token, signal), retry: false });

export const useDecision = (token: string) => useQuery(decisionQueryOptions(token));
