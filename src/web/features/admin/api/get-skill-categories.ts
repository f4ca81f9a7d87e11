import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSkillCategoriesResponse, TAdminSkillCategory } from '#contracts/admin-catalog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every skill category, by name, with its number of skills (filter, form select, categories panel). */
export async function getSkillCategories(signal?: AbortSignal): Promise<TAdminSkillCategory[]> {
  return (await apiGet<TAdminSkillCategoriesResponse>('/api/admin/skill-categories', signal)).categories;
}

export const skillCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.catalog.skillCategories(),
    queryFn: ({ signal }) => getSkillCategories(signal),
  });

export const useSkillCategories = () => useQuery(skillCategoriesQueryOptions());
