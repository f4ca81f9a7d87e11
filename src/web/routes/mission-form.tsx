import { useNavigate, useParams } from 'react-router';
import type { TMe } from '#contracts/accounts';
import type { TJobData } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MissingContent } from '#web/components/ui/missing-content.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useSkills } from '#web/features/catalog/api/get-skills.ts';
import { useMission } from '#web/features/missions/api/get-mission.ts';
import { manageMission, useMissionAction } from '#web/features/missions/api/manage-mission.ts';
import { formValuesOf, MissionForm } from '#web/features/missions/components/mission-form.tsx';
import { errorMessageOf, isNotFound } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { paths } from '#contracts/paths';

const offers = paths.dashboardTab('offers');

/** After saving: back to 'Mes Offres', saying what happened. */
function useSaved() {
  const navigate = useNavigate();
  return (data: TJobData, wasDraft: boolean) => {
    toast.success(data.status === 'draft' ? 'Brouillon enregistré' : wasDraft ? 'Mission publiée' : 'Mission enregistrée');
    void navigate(offers);
  };
}

function NewMission() {
  const skills = useSkills();
  const saved = useSaved();
  const create = useMissionAction((data: TJobData) => manageMission.create(data));
  return (
    <MissionForm
      skills={skills.data}
      canChooseStatus
      onSubmit={async (data) => {
        await create.mutateAsync(data);
        saved(data, true);
      }}
    />
  );
}

function EditMission({ id }: { id: string }) {
  const mission = useMission(id);
  const skills = useSkills();
  const saved = useSaved();
  const update = useMissionAction((data: TJobData) => manageMission.update(id, data));
  if (mission.isPending) return <PageSpinner />;
  if (isNotFound(mission.error) || (mission.data && !mission.data.isOwner)) {
    return (
      <MissingContent
        title={jobMessages.notFoundTitle}
        description={jobMessages.notFoundDescription}
        linkTo={offers}
        linkLabel="Retour à mes offres"
      />
    );
  }
  if (mission.isError) return <Alert tone="error">{errorMessageOf(mission.error, 'Une erreur est survenue lors du chargement de la mission')}</Alert>;
  const wasDraft = mission.data.status === 'draft';
  return (
    <MissionForm
      key={mission.data.id}
      skills={skills.data}
      defaultValues={formValuesOf(mission.data)}
      canChooseStatus={wasDraft}
      onSubmit={async (data) => {
        await update.mutateAsync(data);
        saved(data, wasDraft);
      }}
    />
  );
}

function MissionFormCard({ viewer }: { viewer: TMe }) {
  const { id } = useParams();
  if (viewer.userType === 'community_manager') {
    return <Alert tone="info">Seuls les entreprises et les particuliers peuvent publier des missions.</Alert>;
  }
  return (
    <Card className="p-6">
      {id ? <EditMission id={id} /> : <NewMission />}
      <p className="mt-6 text-sm">
        <TextLink to={offers}>Retour à mes offres</TextLink>
      </p>
    </Card>
  );
}

/** 'Publier une mission' and 'Modifier' from 'Mes Offres': the mission form as a page. */
export default function MissionFormRoute() {
  const { id } = useParams();
  return (
    <RequireViewer>
      {(viewer) => (
        <PageShell title={id ? 'Modifier la mission' : 'Publier une mission'}>
          <MissionFormCard viewer={viewer} />
        </PageShell>
      )}
    </RequireViewer>
  );
}
