import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type TChangePasswordInput = { currentPassword: string; newPassword: string };

/** Better Auth's /change-password; the server always signs the other sessions out. */
export function changePassword(input: TChangePasswordInput): Promise<void> {
  return apiPost('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }),
  });
}
