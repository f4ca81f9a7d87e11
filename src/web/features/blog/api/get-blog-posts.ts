import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogListQuery, TBlogPostSummary, TBlogListResponse } from '#contracts/blog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Published posts, newest first, matching the text (title or excerpt) and the category. */
export async function getBlogPosts(query: TBlogListQuery, signal?: AbortSignal): Promise<TBlogPostSummary[]> {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.category) search.set('category', query.category);
  const text = search.toString();
  return (await apiGet<TBlogListResponse>(`/api/blog${text ? `?${text}` : ''}`, signal)).posts;
}

export const blogPostsQueryOptions = (query: TBlogListQuery = {}) =>
  queryOptions({
    queryKey: queryKeys.blog.posts({ q: query.q ?? '', category: query.category ?? '' }),
    queryFn: ({ signal }) => getBlogPosts(query, signal),
  });

/** While a new search loads, the previous results stay on screen. */
export const useBlogPosts = (query: TBlogListQuery = {}) =>
  useQuery({
    ...blogPostsQueryOptions(query),
    placeholderData: keepPreviousData,
  });
