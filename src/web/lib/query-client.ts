import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A 4xx answer (or maintenance) will not change by asking again; anything else is retried twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const isMaintenance = error instanceof ApiError && error.code === 'MAINTENANCE';
  return !isClientError && !isMaintenance && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
