import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TMe } from '#contracts/accounts';
import { deleteAccountMessages } from '#contracts/account-settings-terms';
import { loginMessages } from '#contracts/auth-messages';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { LoginForm } from '#web/features/accounts/components/login-form.tsx';
import { noticeFromState, type NoticeState } from '#web/lib/navigation-state.ts';
import { safeRedirectPath } from '#web/lib/safe-redirect.ts';
import { paths } from '#contracts/paths';

/** What the page arrived with: a message passed in, a finished reset, a verified address. */
function arrivalNotice(state: unknown, searchParams: URLSearchParams): Required<NoticeState> | null {
  const fromState = noticeFromState(state);
  if (fromState) return fromState;
  if (searchParams.get('reset') === '1') return { message: loginMessages.passwordReset, tone: 'success' };
  if (searchParams.get('verified') === '1') {
    // Better Auth sends a refused link back to the same address, with `error` (e.g. INVALID_TOKEN).
    if (searchParams.has('error')) return { message: loginMessages.invalidVerificationLink, tone: 'error' };
    return { message: loginMessages.emailVerified, tone: 'success' };
  }
  if (searchParams.get('deleted') === '1') return { message: deleteAccountMessages.done, tone: 'success' };
  return null;
}

export default function LoginRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const notice = arrivalNotice(location.state, searchParams);
  // Without a page to go back to, members land on their dashboard and admins on the back-office.
  const redirectTo = (viewer: TMe) => safeRedirectPath(searchParams.get('redirectTo'), viewer.isAdmin ? paths.admin() : paths.dashboard);

  return (
    <AuthCard
      title="Connexion"
      subtitle="Heureux de vous revoir !"
      footer={
        <p>
          Pas encore de compte ? <TextLink to={paths.auth.register}>Inscrivez-vous</TextLink>
        </p>
      }
    >
      {notice && (
        <Alert tone={notice.tone} className="mb-5">
          {notice.message}
        </Alert>
      )}
      <LoginForm onSignedIn={(viewer) => navigate(redirectTo(viewer), { replace: true })} />
    </AuthCard>
  );
}
