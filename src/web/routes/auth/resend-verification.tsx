import { useLocation } from 'react-router';
import { resendVerificationMessages } from '#contracts/auth-messages';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useSendVerificationEmail } from '#web/features/accounts/api/send-verification-email.ts';
import { EmailRequestForm } from '#web/features/accounts/components/email-request-form.tsx';
import { emailFromState } from '#web/lib/navigation-state.ts';
import { paths } from '#contracts/paths';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/accounts')).ZResendVerificationRequest);

export default function ResendVerificationRoute() {
  const sendVerificationEmail = useSendVerificationEmail();
  const email = emailFromState(useLocation().state);
  return (
    <AuthCard
      title="Renvoyer l'email de vérification"
      subtitle="Saisissez l'adresse de votre compte pour recevoir un nouveau lien."
      footer={<TextLink to={paths.auth.login}>Retour à la connexion</TextLink>}
    >
      <EmailRequestForm
        resolver={resolver}
        mutation={sendVerificationEmail}
        submitLabel="Renvoyer l'email"
        busyLabel="Envoi..."
        sentMessage={resendVerificationMessages.sent}
        errorFallback={resendVerificationMessages.other}
        defaultEmail={email ?? ''}
      />
    </AuthCard>
  );
}
