import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateSavedSearchRequest,
  TSavedSearch,
  TSavedSearchesResponse,
  TSearchAlertUnsubscribeResponse,
  TUpdateSavedSearchRequest,
} from '#contracts/saved-searches';
import { SEARCH_ALERT_UNSUBSCRIBE_PATH } from '#contracts/saved-searches-terms';
import { apiDelete, apiGet, apiPatch, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The viewer's saved searches, newest first. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.savedSearches.list(),
    queryFn: async ({ signal }) => (await apiGet<TSavedSearchesResponse>('/api/saved-searches', signal)).savedSearches,
  });
export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

function useRefreshingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all }) });
}

/** Saves the search page's address (after '?') under a name. */
export const useCreateSavedSearch = () =>
  useRefreshingMutation((request: TCreateSavedSearchRequest) => apiPost<TSavedSearch>('/api/saved-searches', request));

/** Renames a saved search or changes its alert. */
export const useUpdateSavedSearch = () =>
  useRefreshingMutation(({ id, ...changes }: TUpdateSavedSearchRequest & { id: string }) =>
    apiPatch<TSavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, changes),
  );

export const useDeleteSavedSearch = () => useRefreshingMutation((id: string) => apiDelete(`/api/saved-searches/${encodeURIComponent(id)}`));

/** Which alert a mail's link stops (reading it changes nothing). */
export const useAlertUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: queryKeys.savedSearches.alertUnsubscribe(token),
    queryFn: ({ signal }) => apiGet<TSearchAlertUnsubscribeResponse>(`${SEARCH_ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, signal),
    retry: false,
  });

/** Stops the link's alert, without signing in. */
export const useAlertUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => apiPost<TSearchAlertUnsubscribeResponse>(SEARCH_ALERT_UNSUBSCRIBE_PATH, { token }) });
