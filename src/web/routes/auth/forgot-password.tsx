import { forgotPasswordMessages } from '#contracts/auth-messages';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useRequestPasswordReset } from '#web/features/accounts/api/request-password-reset.ts';
import { EmailRequestForm } from '#web/features/accounts/components/email-request-form.tsx';
import { paths } from '#contracts/paths';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/accounts')).ZForgotPasswordRequest);

export default function ForgotPasswordRoute() {
  const requestPasswordReset = useRequestPasswordReset();
  return (
    <AuthCard
      title="Mot de passe oublié"
      subtitle="Saisissez votre email pour recevoir les instructions de réinitialisation."
      footer={<TextLink to={paths.auth.login}>Retour à la connexion</TextLink>}
    >
      <EmailRequestForm
        resolver={resolver}
        mutation={requestPasswordReset}
        submitLabel="Envoyer les instructions"
        busyLabel="Envoi..."
        sentMessage={forgotPasswordMessages.sent}
        errorFallback={forgotPasswordMessages.other}
      />
    </AuthCard>
  );
}
