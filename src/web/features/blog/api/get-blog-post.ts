import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPost } from '#contracts/blog';
import { apiGet } from '#web/lib/api-client.ts';
import { ZBlogPostWire } from './wire.ts';

/** One published article with its Markdown content (404 'Article introuvable' otherwise). */
export async function getBlogPost(id: string, signal?: AbortSignal): Promise<TBlogPost> {
  return (await apiGet(`/api/blog/${encodeURIComponent(id)}`, ZBlogPostWire, signal)).post;
}

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['blog', 'post', id],
    queryFn: ({ signal }) => getBlogPost(id, signal),
  });

export const useBlogPost = (id: string) => useQuery(blogPostQueryOptions(id));
