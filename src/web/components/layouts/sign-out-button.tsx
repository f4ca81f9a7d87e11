import { LogOut } from 'lucide-react';
import { useSignOut } from '#web/lib/auth.tsx';

type SignOutButtonProps = { redirectTo: string; className?: string };

/** Ends the session (in every tab) and leaves for `redirectTo`. */
export function SignOutButton({ redirectTo, className }: SignOutButtonProps) {
  const signOut = useSignOut(redirectTo);
  return (
    <button type="button" className={className} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut className="size-4" aria-hidden="true" />
      Déconnexion
    </button>
  );
}
