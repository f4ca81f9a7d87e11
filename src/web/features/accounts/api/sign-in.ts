import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest } from '#contracts/accounts';
import { loginMessages } from '#contracts/accounts-terms';
import { ApiError, apiPost } from '#web/lib/api-client.ts';
import { refreshSessionAfterSignIn } from '#web/lib/auth.tsx';

export function signInWithEmail(credentials: TLoginRequest): Promise<void> {
  return apiPost('/api/auth/sign-in/email', credentials);
}

/** Signs in, then reloads the session (in this tab and the others) and resolves with the new viewer. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: TLoginRequest) => {
      await signInWithEmail(credentials);
      const viewer = await refreshSessionAfterSignIn(queryClient);
      if (!viewer) throw new ApiError(401, 'UNAUTHENTICATED', loginMessages.noUser);
      return viewer;
    },
  });
}
