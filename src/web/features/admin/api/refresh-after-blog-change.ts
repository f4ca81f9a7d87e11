import type { QueryClient } from '@tanstack/react-query';
import { refreshAdmin } from './admin-keys.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * After a change to an article: the back-office (its lists, and the dashboard's activity),
 * and the public blog (list, article pages, home page teasers) read it again.
 */
export const refreshAfterBlogChange = (queryClient: QueryClient) =>
  Promise.all([refreshAdmin(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.blog.all })]);
