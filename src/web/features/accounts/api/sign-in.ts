import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest, TMe } from '#contracts/accounts';
import { loginMessages } from '#contracts/auth-messages';
import { ApiError, apiPost } from '#web/lib/api-client.ts';
import { refreshSessionAfterSignIn } from '#web/lib/auth.tsx';

/** Better Auth's answer: `twoFactorRedirect` when the account asks for a code next (no session yet). */
type SignInResponse = { twoFactorRedirect?: boolean } | null;

export function signInWithEmail(credentials: TLoginRequest): Promise<SignInResponse> {
  return apiPost<SignInResponse>('/api/auth/sign-in/email', credentials);
}

/** Signed in, or a code is asked for next (two-factor authentication). */
export type TSignInOutcome = { viewer: TMe } | { twoFactor: true };

async function loadViewer(queryClient: ReturnType<typeof useQueryClient>): Promise<TMe> {
  const viewer = await refreshSessionAfterSignIn(queryClient);
  if (!viewer) throw new ApiError(401, 'UNAUTHENTICATED', loginMessages.noUser);
  return viewer;
}

/** Signs in, then reloads the session (in this tab and the others) and resolves with the new viewer. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: TLoginRequest): Promise<TSignInOutcome> => {
      const answer = await signInWithEmail(credentials);
      if (answer?.twoFactorRedirect) return { twoFactor: true };
      return { viewer: await loadViewer(queryClient) };
    },
  });
}

/** The sign-in's second step: a code from the authenticator app, or a backup code (used once). */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, backup }: { code: string; backup: boolean }) => {
      await apiPost(backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', { code });
      return loadViewer(queryClient);
    },
  });
}
