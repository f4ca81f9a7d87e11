import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFirstStepsResponse } from '#contracts/first-steps';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const firstStepsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profiles.firstSteps(),
    queryFn: ({ signal }) => apiGet<TFirstStepsResponse>('/api/me/first-steps', signal),
    // A mission published or a profile saved elsewhere moves it: read again whenever it shows.
    staleTime: 0,
  });

/** What the member has done of their first steps (the server decides from what they stored). */
export const useFirstSteps = () => useQuery(firstStepsQueryOptions());

/** Closes the dashboard's checklist for good. */
export function useDismissFirstSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TFirstStepsResponse>('/api/me/first-steps/dismiss', {}),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.profiles.firstSteps(), answer),
  });
}
