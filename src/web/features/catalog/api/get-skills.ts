import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSkill, TSkillsResponse } from '#contracts/catalog';
import { apiGet } from '#web/lib/api-client.ts';

export async function getSkills(signal?: AbortSignal): Promise<TSkill[]> {
  return (await apiGet<TSkillsResponse>('/api/catalog/skills', signal)).skills;
}

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'skills'],
    queryFn: ({ signal }) => getSkills(signal),
    staleTime: 10 * 60 * 1000,
  });

export const useSkills = () => useQuery(skillsQueryOptions());
