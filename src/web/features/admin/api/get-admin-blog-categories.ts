import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBlogCategoriesResponse } from '#contracts/admin-blog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The categories present in the articles (drafts included), by name. */
export const getAdminBlogCategories = async (signal?: AbortSignal) =>
  (await apiGet<TAdminBlogCategoriesResponse>('/api/admin/blog/categories', signal)).categories;

export const adminBlogCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.blog.categories(), queryFn: ({ signal }) => getAdminBlogCategories(signal) });

export const useAdminBlogCategories = () => useQuery(adminBlogCategoriesQueryOptions());
