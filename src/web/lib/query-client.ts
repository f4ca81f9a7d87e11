import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A 4xx answer (or maintenance) will not change by asking again; anything else is retried twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const isMaintenance = error instanceof ApiError && error.code === 'MAINTENANCE';
  return !isClientError && !isMaintenance && failureCount < 2;
}

/**
 * Fills the cache with the data a server-rendered page came with (ADR 0029), its not-found
 * answers as the `ApiError`s the screens test for.
 */
export function hydratePageState(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const { state: query } of state.queries) {
    query.error = ApiError.revive(query.error) as typeof query.error;
    query.fetchFailureReason = ApiError.revive(query.fetchFailureReason) as typeof query.fetchFailureReason;
  }
  hydrate(queryClient, state);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
