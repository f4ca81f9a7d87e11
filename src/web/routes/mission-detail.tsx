import { useState } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { applicationMessages } from '#contracts/applications-terms';
import { errorMessages } from '#contracts/errors-terms';
import type { TJobDetail } from '#contracts/missions';
import { summarize } from '#contracts/missions-terms';
import { jobMessages } from '#contracts/missions-messages';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MissingContent } from '#web/components/ui/missing-content.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApplyPanel } from '#web/features/applications/components/apply-panel.tsx';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { ReportNoticeButton } from '#web/components/report-notice/report-notice-button.tsx';
import { missionQueryOptions, useMission } from '#web/features/missions/api/get-mission.ts';
import { MissionBody } from '#web/features/missions/components/mission-body.tsx';
import { MissionClientCard } from '#web/features/missions/components/mission-client-card.tsx';
import { missionLocation, MissionHeader } from '#web/features/missions/components/mission-header.tsx';
import { MissionStatisticsCard } from '#web/features/missions/components/mission-statistics-card.tsx';
import { LazyPaymentModal } from '#web/features/payments/components/lazy-payment-modal.ts';
import { errorMessageOf, isNotFound } from '#web/lib/api-client.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

const missionsSearch = `${paths.search}?type=jobs`;
const APPLY_LABEL = 'Postuler';
const closedNotice: Record<Exclude<TJobDetail['status'], 'open'>, string> = {
  closed: 'Cette mission est terminée : elle ne reçoit plus de candidatures.',
  draft: "Cette mission est un brouillon : elle n'est pas encore publiée.",
};

function metaOf(mission: TJobDetail | undefined, isMissing: boolean) {
  if (isMissing) return { title: jobMessages.notFoundTitle, description: jobMessages.notFoundDescription };
  if (!mission) return { title: 'Mission', description: 'Mission de community management sur CM Connect.' };
  const client = mission.client.companyName ?? mission.client.fullName;
  return {
    title: `${mission.title} — ${missionLocation(mission)}`,
    description: summarize(`${client} : ${mission.description.replace(/\s+/g, ' ')}`, 155),
  };
}

/** What the mission's owner does on its page, whatever its status: a draft is previewed here before it is published. */
function OwnerActions({ mission }: { mission: TJobDetail }) {
  return (
    <>
      <p className="text-sm text-slate-600">{mission.status === 'open' ? 'Vous avez publié cette mission.' : closedNotice[mission.status]}</p>
      <ButtonLink to={paths.editMission(mission.id)} variant="secondary" fullWidth>
        Modifier la mission
      </ButtonLink>
    </>
  );
}

/**
 * Who may apply (spec §4, §6): only open missions; a visitor signs in first and comes back;
 * another account type is told only community managers can; the owner edits it instead.
 */
function ApplyActions({ mission }: { mission: TJobDetail }) {
  const { viewer, isPending } = useViewer();
  const [showTypeAlert, setShowTypeAlert] = useState(false);

  if (mission.isOwner) return <OwnerActions mission={mission} />;
  if (mission.status !== 'open') {
    return (
      <>
        <Button fullWidth disabled>
          {APPLY_LABEL}
        </Button>
        <p className="text-sm text-slate-600">{closedNotice[mission.status]}</p>
      </>
    );
  }
  const visitorAction = (
    <ButtonLink to={paths.auth.loginThenReturnTo(paths.mission(mission.id))} fullWidth>
      {APPLY_LABEL}
    </ButtonLink>
  );
  // Until the viewer is known (a rendered page hydrating), the button's room is kept, unseen.
  if (isPending) return <div className="invisible">{visitorAction}</div>;
  if (!viewer) return visitorAction;
  if (viewer.userType !== 'community_manager') {
    return (
      <>
        <Button fullWidth onClick={() => setShowTypeAlert(true)}>
          {APPLY_LABEL}
        </Button>
        {showTypeAlert && <Alert tone="error">{applicationMessages.onlyManagers}</Alert>}
      </>
    );
  }
  return <ApplyPanel mission={mission} paymentModal={LazyPaymentModal} />;
}

function BackButton() {
  const location = useLocation();
  const navigate = useNavigate();
  // The first page of the visit has nowhere to go back to: open the missions search instead.
  const canGoBack = location.key !== 'default';
  return (
    <Button variant="ghost" size="sm" onClick={() => (canGoBack ? navigate(-1) : navigate(missionsSearch))}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour
    </Button>
  );
}

export const pageQueries: PageQueries = (queryClient, { params }) => [queryClient.prefetchQuery(missionQueryOptions(params.id ?? ''))];

export default function MissionDetailRoute() {
  const { id = '' } = useParams();
  const { data: mission, error, isPending } = useMission(id);
  const isMissing = isNotFound(error);
  usePageMeta(metaOf(mission, isMissing));

  if (isMissing) {
    return (
      <MissingContent
        title={jobMessages.notFoundTitle}
        description={jobMessages.notFoundDescription}
        linkTo={missionsSearch}
        linkLabel="Voir les missions"
      />
    );
  }
  if (error) return <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>;
  if (isPending) return <PageSpinner />;

  return (
    <div className="space-y-6">
      <BackButton />
      <MissionHeader
        mission={mission}
        actions={
          <>
            <ApplyActions mission={mission} />
            <FavouriteButton kind="missions" targetId={mission.id} look="button" canAdd={mission.status === 'open'} />
            {!mission.isOwner && <ReportNoticeButton target={{ type: 'mission', id: mission.id }} label={`Signaler la mission ${mission.title}`} />}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MissionBody mission={mission} />
        </div>
        <aside aria-label="À propos de la mission" className="space-y-6">
          <MissionClientCard client={mission.client} />
          <MissionStatisticsCard mission={mission} />
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">Missions similaires</h2>
            <p className="mt-2 text-sm text-slate-600">D'autres missions pourraient vous intéresser.</p>
            <ButtonLink to={missionsSearch} variant="secondary" className="mt-4" fullWidth>
              <Search className="size-4" aria-hidden="true" />
              Voir des missions similaires
            </ButtonLink>
          </Card>
        </aside>
      </div>
    </div>
  );
}
