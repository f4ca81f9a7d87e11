import { useNavigate, useSearchParams } from 'react-router';
import { USER_TYPES } from '#contracts/accounts-terms';
import { AuthCard } from '#web/components/layouts/auth-card.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { RegisterForm } from '#web/features/accounts/components/register-form.tsx';
import { useSectors } from '#web/features/catalog/api/get-sectors.ts';
import { useSkills } from '#web/features/catalog/api/get-skills.ts';
import type { EmailState } from '#web/lib/navigation-state.ts';
import { paths } from '#contracts/paths';

export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const sectors = useSectors();
  const skills = useSkills();
  const type = searchParams.get('type');
  const defaultUserType = USER_TYPES.find((userType) => userType === type);

  return (
    <AuthCard
      title="Créez votre compte"
      subtitle="Rejoignez la communauté"
      wide
      footer={<TextLink to={paths.auth.login}>Déjà inscrit ? Connectez-vous</TextLink>}
    >
      {(sectors.isError || skills.isError) && (
        <Alert tone="error" className="mb-5">
          Impossible de charger les listes de choix. Veuillez recharger la page.
        </Alert>
      )}
      <RegisterForm
        defaultUserType={defaultUserType}
        sectors={sectors.data}
        skills={skills.data}
        onRegistered={(email) => navigate(paths.auth.verifyEmail, { state: { email } satisfies EmailState })}
      />
    </AuthCard>
  );
}
