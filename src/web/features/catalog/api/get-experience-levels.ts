import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExperienceLevel, TExperienceLevelsResponse } from '#contracts/catalog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The admin's experience levels (the search's filter offers them). */
export async function getExperienceLevels(signal?: AbortSignal): Promise<TExperienceLevel[]> {
  return (await apiGet<TExperienceLevelsResponse>('/api/catalog/experience-levels', signal)).experienceLevels;
}

export const experienceLevelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.experienceLevels(),
    queryFn: ({ signal }) => getExperienceLevels(signal),
    // A minute: reference data an admin changes reaches open pages soon.
    staleTime: 60_000,
  });

/** `enabled: false` while the page shows nothing that needs them. */
export const useExperienceLevels = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...experienceLevelsQueryOptions(), enabled });
