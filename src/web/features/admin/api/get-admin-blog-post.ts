import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBlogPostResponse } from '#contracts/admin-blog';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A whole article (its Markdown content included), drafts too, for the edit form. */
export const getAdminBlogPost = async (id: string, signal?: AbortSignal) =>
  (await apiGet<TAdminBlogPostResponse>(`/api/admin/blog/${encodeURIComponent(id)}`, signal)).post;

export const adminBlogPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.blog.post(id), queryFn: ({ signal }) => getAdminBlogPost(id, signal) });

export const useAdminBlogPost = (id: string | null) => useQuery({ ...adminBlogPostQueryOptions(id ?? ''), enabled: id !== null });
