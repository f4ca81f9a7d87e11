import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSector, TSectorsResponse } from '#contracts/catalog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getSectors(signal?: AbortSignal): Promise<TSector[]> {
  return (await apiGet<TSectorsResponse>('/api/catalog/sectors', signal)).sectors;
}

export const sectorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.sectors(),
    queryFn: ({ signal }) => getSectors(signal),
    // A minute: reference data an admin changes reaches open pages soon (the back-office invalidates it at once).
    staleTime: 60_000,
  });

export const useSectors = () => useQuery(sectorsQueryOptions());
