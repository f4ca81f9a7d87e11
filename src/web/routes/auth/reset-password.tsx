import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginMessages } from '#contracts/auth-messages';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.tsx';
import type { NoticeState } from '#web/lib/navigation-state.ts';
import { paths } from '#contracts/paths';

/** Reached from the mailed link, which the server turns into `?token=…` (or `?error=INVALID_TOKEN`). */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');

  if (searchParams.has('error')) {
    const state: NoticeState = { message: loginMessages.invalidResetLink, tone: 'error' };
    return <Navigate to={paths.auth.login} replace state={state} />;
  }
  if (!token) return <Navigate to={paths.auth.login} replace />;

  return (
    <AuthCard
      title="Réinitialiser le mot de passe"
      subtitle="Choisissez votre nouveau mot de passe."
      footer={<TextLink to={paths.auth.login}>Retour à la connexion</TextLink>}
    >
      <ResetPasswordForm token={token} onReset={() => navigate(paths.auth.loginAfterReset, { replace: true })} />
    </AuthCard>
  );
}
