import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage, TLanguagesResponse } from '#contracts/catalog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The active languages, by French name (what a community manager's profile lists). */
export async function getLanguages(signal?: AbortSignal): Promise<TLanguage[]> {
  return (await apiGet<TLanguagesResponse>('/api/catalog/languages', signal)).languages;
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.languages(),
    queryFn: ({ signal }) => getLanguages(signal),
    // A minute: reference data an admin changes reaches open pages soon (the back-office invalidates it at once).
    staleTime: 60_000,
  });

/** `enabled: false` while the page shows nothing that needs them. */
export const useLanguages = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...languagesQueryOptions(), enabled });
