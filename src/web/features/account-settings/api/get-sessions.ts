import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountSession, TAccountSessionsResponse, TRevokedResponse } from '#contracts/account-settings';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The viewer's active sessions, the current one first. */
export async function getSessions(signal?: AbortSignal): Promise<TAccountSession[]> {
  return (await apiGet<TAccountSessionsResponse>('/api/account/sessions', signal)).sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: queryKeys.account.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

export const revokeSession = (id: string) => apiPost<TRevokedResponse>(`/api/account/sessions/${encodeURIComponent(id)}/revoke`, {});
export const revokeOtherSessions = () => apiPost<TRevokedResponse>('/api/account/sessions/revoke-others', {});

function useSessionsMutation<T>(mutationFn: (input: T) => Promise<TRevokedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }) });
}

export const useRevokeSession = () => useSessionsMutation(revokeSession);
export const useRevokeOtherSessions = () => useSessionsMutation(revokeOtherSessions);
