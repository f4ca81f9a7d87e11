import { twoFactorMessages } from '#contracts/auth-messages';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { TwoFactorEnrolment } from '#web/features/admin/components/security/two-factor-enrolment.tsx';

/** /admin/securite: an admin enrols an authenticator app (required when the admin setting is on). */
export default function AdminSecurityRoute() {
  return (
    <PageShell title={twoFactorMessages.enrolTitle}>
      <TwoFactorEnrolment />
    </PageShell>
  );
}
