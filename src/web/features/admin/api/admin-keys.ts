import type { QueryClient } from '@tanstack/react-query';

/** Every back-office query key starts with this: the lists, the dashboard's counters and activity, the settings. */
export const adminKey = ['admin'] as const;

/**
 * After any back-office change: every back-office query reads again (the lists, and the
 * dashboard's counters and activity, which most changes move).
 */
export const refreshAdmin = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKey });
