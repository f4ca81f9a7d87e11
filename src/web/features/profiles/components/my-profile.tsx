import { ExternalLink } from 'lucide-react';
import { ownProfileMessages } from '#contracts/own-profile-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { paths } from '#contracts/paths';
import { useFirstSteps } from '../api/first-steps.ts';
import { useOwnProfile, useSaveOwnProfile } from '../api/own-profile.ts';
import { AvatarField } from './avatar-field.tsx';
import { CompletenessMeter } from './completeness-meter.tsx';
import { PortfolioEditor } from './portfolio-editor.tsx';
import { OwnProfileForm, type TProfileCatalog } from './own-profile-form.tsx';

/** The dashboard's 'Mon Profil' tab: what the public profile shows, edited in place. */
export function MyProfile({ catalog }: { catalog: TProfileCatalog }) {
  const profile = useOwnProfile();
  const save = useSaveOwnProfile();
  const firstSteps = useFirstSteps();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return <Alert tone="error">{errorMessageOf(profile.error, 'Une erreur est survenue lors du chargement de votre profil')}</Alert>;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Ces informations apparaissent sur votre profil public, vos cartes et les résultats de recherche.</p>
        <ButtonLink to={paths.profile(profile.data.id)} variant="secondary" size="sm">
          <ExternalLink className="size-4" aria-hidden="true" />
          Voir mon profil public
        </ButtonLink>
      </div>
      {firstSteps.data && (
        <Card className="p-5">
          <CompletenessMeter steps={firstSteps.data} />
        </Card>
      )}
      <SettingsSection
        title="Photo de profil"
        description="Elle accompagne votre nom sur votre profil, vos cartes, vos messages et les résultats de recherche."
      >
        <AvatarField name={profile.data.values.full_name} avatarUrl={profile.data.avatarUrl} />
      </SettingsSection>
      <OwnProfileForm
        values={profile.data.values}
        catalog={catalog}
        onSubmit={async (data) => {
          const answer = await save.mutateAsync(data);
          toast.success(ownProfileMessages.saved);
          return answer.values;
        }}
      />
      {profile.data.values.user_type === 'community_manager' && (
        <SettingsSection title="Portfolio" description="Vos meilleures réalisations, montrées sur votre profil public.">
          <PortfolioEditor />
        </SettingsSection>
      )}
    </div>
  );
}
