import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { errorMessages } from '#contracts/errors-terms';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { signOut } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.tsx';

type SignOutButtonProps = { redirectTo: string; className?: string };

/** Ends the session (in every tab) and leaves for `redirectTo`. */
export function SignOutButton({ redirectTo, className }: SignOutButtonProps) {
  const signingOut = useMutation({
    mutationFn: () => signOut(redirectTo),
    onError: (error) => toast.error(errorMessageOf(error, errorMessages.internal)),
  });
  return (
    <button type="button" className={className} disabled={signingOut.isPending} onClick={() => signingOut.mutate()}>
      <LogOut className="size-4" aria-hidden="true" />
      Déconnexion
    </button>
  );
}
