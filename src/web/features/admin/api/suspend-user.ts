import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TAdminUserResponse } from '#contracts/admin-users';
import { apiPost } from '#web/lib/api-client.ts';
import { refreshAdminAndPublic } from './admin-keys.ts';

export type TSuspensionAction = 'suspend' | 'reactivate';

/** Suspends or reactivates an account; answers it as it now is. */
export async function changeSuspension(id: string, action: TSuspensionAction): Promise<TAdminUser> {
  return (await apiPost<TAdminUserResponse>(`/api/admin/users/${encodeURIComponent(id)}/${action}`, {})).user;
}

/**
 * Once settled, the back-office's lists and dashboard (its audit-fed activity) are refreshed, and
 * the public views a suspension hides the member's profile and missions from.
 */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TSuspensionAction }) => changeSuspension(id, action),
    onSettled: () => refreshAdminAndPublic(queryClient),
  });
}
