import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';

/** Mails a reset link if the account exists; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiPost('/api/auth/request-password-reset', { email, redirectTo: paths.auth.resetPassword });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
