import { useSearchParams } from 'react-router';
import { changeEmailMessages } from '#contracts/account-settings-terms';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { ChangeEmailForm } from '#web/features/account-settings/components/change-email-form.tsx';
import { ChangePasswordForm } from '#web/features/account-settings/components/change-password-form.tsx';
import { DeleteAccountSection } from '#web/features/account-settings/components/delete-account-section.tsx';
import { ExportDataCard } from '#web/features/account-settings/components/export-data-card.tsx';
import { SessionsList } from '#web/features/account-settings/components/sessions-list.tsx';
import { MailPreferences } from '#web/features/notifications/components/mail-preferences.tsx';
import { leaveSignedOut } from '#web/lib/auth.tsx';
import { paths } from '#contracts/paths';

/** What the page arrived with: the email change's confirmation link, followed or broken. */
function EmailChangeNotice() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('error')) return <Alert tone="error">{changeEmailMessages.invalidLink}</Alert>;
  if (searchParams.get('email') === 'modifie') return <Alert tone="success">{changeEmailMessages.changed}</Alert>;
  return null;
}

/** Account settings for every signed-in member: password, email, sessions, data export, deletion. */
export default function AccountRoute() {
  return (
    <RequireViewer>
      {(viewer) => (
        <PageShell
          title="Paramètres du compte"
          description={
            <>
              Sécurité, e-mails, confidentialité et données de votre compte. Votre profil public se modifie depuis votre{' '}
              <TextLink to={paths.dashboardTab('profile')}>tableau de bord</TextLink>.
            </>
          }
        >
          <div className="max-w-3xl space-y-6">
            <EmailChangeNotice />
            <ChangePasswordForm />
            <ChangeEmailForm currentEmail={viewer.email} />
            <SessionsList />
            <MailPreferences />
            <ExportDataCard />
            <DeleteAccountSection onDeleted={() => leaveSignedOut(paths.auth.loginAfterAccountDeletion)} />
          </div>
        </PageShell>
      )}
    </RequireViewer>
  );
}
