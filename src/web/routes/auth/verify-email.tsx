import { MailCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { emailFromState, type EmailState } from '#web/lib/navigation-state.ts';
import { paths } from '#contracts/paths';

export default function VerifyEmailRoute() {
  const email = emailFromState(useLocation().state);

  if (!email) {
    return (
      <AuthCard title="Erreur" footer={<TextLink to={paths.auth.register}>Retour à l'inscription</TextLink>}>
        <p className="text-center text-slate-700">Une erreur est survenue. Veuillez réessayer de vous inscrire.</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Vérifiez votre email"
      footer={
        <p>
          Vous n'avez rien reçu ?{' '}
          <TextLink to={paths.auth.resendVerification} state={{ email } satisfies EmailState}>
            Renvoyer l'email
          </TextLink>
        </p>
      }
    >
      <div className="space-y-4 text-center text-slate-700">
        <MailCheck className="mx-auto size-12 text-indigo-600" aria-hidden="true" />
        <p>
          Un email de confirmation a été envoyé à <strong className="text-slate-900">{email}</strong>.
        </p>
        <p>Cliquez sur le lien contenu dans cet email pour activer votre compte, puis connectez-vous.</p>
        <ButtonLink to={paths.auth.login} fullWidth>
          Aller à la connexion
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
