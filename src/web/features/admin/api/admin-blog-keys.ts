import type { QueryClient } from '@tanstack/react-query';
import { adminKey, refreshAdmin } from './admin-keys.ts';

/** Query keys of the back-office's blog screen. */
export const adminBlogKeys = {
  all: [...adminKey, 'blog'] as const,
  list: (apiQuery: string) => [...adminKey, 'blog', 'list', apiQuery] as const,
  categories: () => [...adminKey, 'blog', 'categories'] as const,
  post: (id: string) => [...adminKey, 'blog', 'post', id] as const,
};

/**
 * After a change to an article: the back-office (its lists, and the dashboard's activity),
 * and the public blog (list, article pages, home page teasers) read it again.
 */
export const refreshAfterBlogChange = (queryClient: QueryClient) =>
  Promise.all([refreshAdmin(queryClient), queryClient.invalidateQueries({ queryKey: ['blog'] })]);
