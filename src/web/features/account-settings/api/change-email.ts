import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';

/** Better Auth's /change-email: mails a link to the new address; the change waits for that link. */
export function changeEmail(newEmail: string): Promise<void> {
  return apiPost('/api/auth/change-email', { newEmail, callbackURL: paths.accountAfterEmailChange });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
