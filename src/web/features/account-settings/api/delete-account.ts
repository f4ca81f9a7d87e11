import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '#contracts/account-settings';
import { apiPost } from '#web/lib/api-client.ts';

/** Deletes the viewer's account for good (the server checks the password and ends every session). */
export function deleteAccount(input: TDeleteAccountRequest): Promise<void> {
  return apiPost('/api/account/delete', input);
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
