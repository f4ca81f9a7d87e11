import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * After any back-office change: every back-office query reads again (the lists, and the
 * dashboard's counters and activity, which most changes move).
 */
export const refreshAdmin = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });

/**
 * After a moderation that changes what members and visitors see (a mission closed or deleted, an
 * account suspended or reactivated, a review deleted): the back-office, and the public views this
 * browser has read (mission pages, search results, profiles, testimonials, applications).
 */
export const refreshAdminAndPublic = (queryClient: QueryClient) =>
  Promise.all([
    refreshAdmin(queryClient),
    ...[queryKeys.missions.all, queryKeys.search.all, queryKeys.profiles.all, queryKeys.reviews.all, queryKeys.applications.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ]);
