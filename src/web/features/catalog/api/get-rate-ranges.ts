import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRateRange, TRateRangesResponse } from '#contracts/catalog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The admin's rate ranges (the search's filter offers them). */
export async function getRateRanges(signal?: AbortSignal): Promise<TRateRange[]> {
  return (await apiGet<TRateRangesResponse>('/api/catalog/rate-ranges', signal)).rateRanges;
}

export const rateRangesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.rateRanges(),
    queryFn: ({ signal }) => getRateRanges(signal),
    // A minute: reference data an admin changes reaches open pages soon.
    staleTime: 60_000,
  });

/** `enabled: false` while the page shows nothing that needs them. */
export const useRateRanges = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...rateRangesQueryOptions(), enabled });
