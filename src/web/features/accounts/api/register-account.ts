import { useMutation } from '@tanstack/react-query';
import type { TRegisterData, TRegisterResponse } from '#contracts/accounts';
import { apiPost } from '#web/lib/api-client.ts';

/** Creates the account and its profile; the user then confirms their email before signing in. */
export function registerAccount(data: TRegisterData): Promise<TRegisterResponse> {
  return apiPost<TRegisterResponse>('/api/accounts/register', data);
}

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
