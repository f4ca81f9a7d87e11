import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

export type TResetPasswordInput = { newPassword: string; token: string };

export function resetPassword(input: TResetPasswordInput): Promise<void> {
  return apiPost('/api/auth/reset-password', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
