import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationCounts, TReceivedApplicationsQuery, TReceivedApplicationsResponse } from '#contracts/applications';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One page of the applications to the client's missions (one mission or all, one status or all, sorted). */
export async function getReceivedApplications(
  query: Partial<TReceivedApplicationsQuery>,
  signal?: AbortSignal,
): Promise<TReceivedApplicationsResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return apiGet<TReceivedApplicationsResponse>(`/api/me/received-applications${text ? `?${text}` : ''}`, signal);
}

export const receivedApplicationsQueryOptions = (query: Partial<TReceivedApplicationsQuery> = {}) =>
  queryOptions({
    queryKey: queryKeys.applications.received(query),
    queryFn: ({ signal }) => getReceivedApplications(query, signal),
    // The list keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useReceivedApplications = (query: Partial<TReceivedApplicationsQuery> = {}, { enabled = true } = {}) =>
  useQuery({ ...receivedApplicationsQueryOptions(query), enabled });

/** The overview's counts per status: unlike a page of the list, they open no application (ADR 0054). */
export const receivedApplicationCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applications.receivedCounts(),
    queryFn: ({ signal }) => apiGet<TApplicationCounts>('/api/me/received-applications/counts', signal),
  });

export const useReceivedApplicationCounts = ({ enabled = true } = {}) => useQuery({ ...receivedApplicationCountsQueryOptions(), enabled });
