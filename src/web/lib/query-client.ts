import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError, isNotFound } from './api-client.ts';

/** A 4xx answer (or maintenance) will not change by asking again; anything else is retried twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const isMaintenance = error instanceof ApiError && error.code === 'MAINTENANCE';
  return !isClientError && !isMaintenance && failureCount < 2;
}

/**
 * An item found missing (404) stays missing for the screens that show it: they render its
 * not-found state at once instead of asking again. React Query retries a failed query whenever a
 * screen mounts, so the server rendered 'Chargement…' instead of 'Mission introuvable', and the
 * browser fetched the 404 again once the page was alive (ADR 0029).
 */
export function settleNotFound(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (isNotFound(query.state.error)) queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/**
 * Fills the cache with the data a server-rendered page came with (ADR 0029), its not-found
 * answers as the `ApiError`s the screens test for, settled as on the server.
 */
export function hydratePageState(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const { state: query } of state.queries) {
    query.error = ApiError.revive(query.error) as typeof query.error;
    query.fetchFailureReason = ApiError.revive(query.fetchFailureReason) as typeof query.fetchFailureReason;
  }
  hydrate(queryClient, state);
  settleNotFound(queryClient);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
