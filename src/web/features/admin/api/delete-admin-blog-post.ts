import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api-client.ts';
import { refreshAfterBlogChange } from './refresh-after-blog-change.ts';

export const deleteAdminBlogPost = (id: string) => apiDelete(`/api/admin/blog/${encodeURIComponent(id)}`);

/** Deletes an article (its image file goes with it); the lists and the public blog refresh. */
export function useDeleteAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminBlogPost, onSettled: () => refreshAfterBlogChange(queryClient) });
}
