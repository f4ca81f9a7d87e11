import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the back-office's blog screen. */
export const adminBlogKeys = {
  all: ['admin', 'blog'] as const,
  list: (apiQuery: string) => ['admin', 'blog', 'list', apiQuery] as const,
  categories: () => ['admin', 'blog', 'categories'] as const,
  post: (id: string) => ['admin', 'blog', 'post', id] as const,
};

/**
 * After a change to an article: the back-office (its lists, and the dashboard's activity),
 * and the public blog (list, article pages, home page teasers) read it again.
 */
export const refreshAfterBlogChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['blog'] })]);
