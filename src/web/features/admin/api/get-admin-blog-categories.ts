import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBlogCategoriesResponse } from '#contracts/admin-blog';
import { apiGet } from '#web/lib/api-client.ts';
import { adminBlogKeys } from './admin-blog-keys.ts';

/** The categories present in the articles (drafts included), by name. */
export const getAdminBlogCategories = async (signal?: AbortSignal) =>
  (await apiGet<TAdminBlogCategoriesResponse>('/api/admin/blog/categories', signal)).categories;

export const adminBlogCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminBlogKeys.categories(), queryFn: ({ signal }) => getAdminBlogCategories(signal) });

export const useAdminBlogCategories = () => useQuery(adminBlogCategoriesQueryOptions());
