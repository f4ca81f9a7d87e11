import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPost, TBlogPostResponse } from '#contracts/blog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One published article with its Markdown content (404 'Article introuvable' otherwise). */
export async function getBlogPost(id: string, signal?: AbortSignal): Promise<TBlogPost> {
  return (await apiGet<TBlogPostResponse>(`/api/blog/${encodeURIComponent(id)}`, signal)).post;
}

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(id),
    queryFn: ({ signal }) => getBlogPost(id, signal),
  });

export const useBlogPost = (id: string) => useQuery(blogPostQueryOptions(id));
