import { MessageCircle } from 'lucide-react';
import { useParams } from 'react-router';
import { errorMessages } from '#contracts/errors-terms';
import type { TProfile } from '#contracts/profiles';
import { profileMessages } from '#contracts/profiles-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { MissingContent } from '#web/components/ui/missing-content.tsx';
import { ReportNoticeButton } from '#web/components/report-notice/report-notice-button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ContactAction } from '#web/features/messages/components/contact-action.tsx';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { LazyPaymentModal } from '#web/features/payments/components/lazy-payment-modal.ts';
import { profileQueryOptions, useProfile } from '#web/features/profiles/api/get-profile.ts';
import { ClientProfile } from '#web/features/profiles/components/client-profile.tsx';
import { ManagerProfile } from '#web/features/profiles/components/manager-profile.tsx';
import { errorMessageOf, isNotFound } from '#web/lib/api-client.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

function displayName(profile: TProfile): string {
  return profile.userType === 'community_manager' ? profile.fullName : (profile.companyName ?? profile.fullName);
}

function metaOf(profile: TProfile | undefined, isMissing: boolean) {
  if (isMissing) return { title: profileMessages.notFoundTitle, description: profileMessages.notFoundDescription };
  if (!profile) return { title: 'Profil', description: 'Profil public sur CM Connect.' };
  const name = displayName(profile);
  if (profile.userType === 'community_manager') {
    const summary = [profile.headline, profile.location].filter(Boolean).join(' · ');
    return {
      title: profile.headline ? `${name}, ${profile.headline}` : `${name}, community manager`,
      description: `${name}${summary ? ` — ${summary}` : ''} : compétences, tarifs et avis clients sur CM Connect.`,
    };
  }
  return {
    title: name,
    description: `${name}${profile.industry ? ` (${profile.industry})` : ''} : présentation et missions ouvertes sur CM Connect.`,
  };
}

/** Contacting someone: a visitor signs in first (and comes back here). */
function ContactActions({ profile }: { profile: TProfile }) {
  const { viewer, isPending } = useViewer();
  const visitorAction = (
    <ButtonLink to={paths.auth.loginThenReturnTo(paths.profile(profile.id))}>
      <MessageCircle className="size-4" aria-hidden="true" />
      Contacter
    </ButtonLink>
  );
  // Until the viewer is known (a rendered page hydrating), the button's room is kept, unseen.
  if (isPending) return <div className="invisible">{visitorAction}</div>;
  if (!viewer) return visitorAction;
  if (viewer.id === profile.id) {
    return (
      <ButtonLink to={paths.dashboard} variant="secondary">
        Mon tableau de bord
      </ButtonLink>
    );
  }
  return <ContactAction profile={{ id: profile.id, fullName: displayName(profile), userType: profile.userType }} paymentModal={LazyPaymentModal} />;
}

export const pageQueries: PageQueries = (queryClient, { params }) => [queryClient.prefetchQuery(profileQueryOptions(params.id ?? ''))];

export default function ProfileDetailRoute() {
  const { id = '' } = useParams();
  const { data: profile, error, isPending } = useProfile(id);
  const { viewer } = useViewer();
  const isMissing = isNotFound(error);
  usePageMeta(metaOf(profile, isMissing));

  if (isMissing) {
    return (
      <MissingContent
        title={profileMessages.notFoundTitle}
        separator=" - "
        description={profileMessages.notFoundDescription}
        linkTo={paths.search}
        linkLabel="Retour à la recherche"
      />
    );
  }
  if (error) return <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>;
  if (isPending) return <PageSpinner />;

  const actions = (
    <>
      <ContactActions profile={profile} />
      {viewer?.id !== profile.id && (
        <ReportNoticeButton target={{ type: 'profile', id: profile.id }} label={`Signaler le profil de ${displayName(profile)}`} />
      )}
    </>
  );
  return profile.userType === 'community_manager' ? (
    <ManagerProfile
      profile={profile}
      actions={
        <>
          {actions}
          <FavouriteButton kind="managers" targetId={profile.id} look="button" />
        </>
      }
    />
  ) : (
    <ClientProfile profile={profile} actions={actions} />
  );
}
