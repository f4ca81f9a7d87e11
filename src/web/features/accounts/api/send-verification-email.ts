import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';

/** Mails a new verification link; its landing page is the login screen's "email verified" notice. */
export function sendVerificationEmail(email: string): Promise<void> {
  return apiPost('/api/auth/send-verification-email', { email, callbackURL: paths.auth.loginAfterVerification });
}

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
