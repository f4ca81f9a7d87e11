import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMailPreferences, TUnsubscribeResponse } from '#contracts/notifications';
import { apiGet, apiPost, apiPut } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The mail topics the viewer turned off. */
export const mailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.mailPreferences(),
    queryFn: ({ signal }) => apiGet<TMailPreferences>('/api/me/mail-preferences', signal),
  });
export const useMailPreferences = () => useQuery(mailPreferencesQueryOptions());

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TMailPreferences) => apiPut<TMailPreferences>('/api/me/mail-preferences', preferences),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notifications.mailPreferences(), saved),
  });
}

/** What a mail's unsubscribe link is about (reading it changes nothing). */
export const useUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: queryKeys.notifications.unsubscribe(token),
    queryFn: ({ signal }) => apiGet<TUnsubscribeResponse>(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, signal),
    retry: false,
  });

/** Turns the link's topic off, without signing in. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => apiPost<TUnsubscribeResponse>('/api/mail/unsubscribe', { token }),
  });
