import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBlogListResponse } from '#contracts/admin-blog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One page of 'Gestion du blog' (`apiQuery`: the list's filters and page, from useListParams). */
export const getAdminBlogPosts = (apiQuery: string, signal?: AbortSignal) => apiGet<TAdminBlogListResponse>(`/api/admin/blog?${apiQuery}`, signal);

export const adminBlogPostsQueryOptions = (apiQuery: string) =>
  queryOptions({
    queryKey: queryKeys.admin.blog.list(apiQuery),
    queryFn: ({ signal }) => getAdminBlogPosts(apiQuery, signal),
  });

/** While another page or filter loads, the previous cards stay on screen. */
export const useAdminBlogPosts = (apiQuery: string) => useQuery({ ...adminBlogPostsQueryOptions(apiQuery), placeholderData: keepPreviousData });
