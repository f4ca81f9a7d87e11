import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSkill, TSkillsResponse } from '#contracts/catalog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getSkills(signal?: AbortSignal): Promise<TSkill[]> {
  return (await apiGet<TSkillsResponse>('/api/catalog/skills', signal)).skills;
}

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.skills(),
    queryFn: ({ signal }) => getSkills(signal),
    // A minute: reference data an admin changes reaches open pages soon (the back-office invalidates it at once).
    staleTime: 60_000,
  });

export const useSkills = () => useQuery(skillsQueryOptions());
