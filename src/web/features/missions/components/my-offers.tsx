import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { TOwnJob } from '#contracts/missions';
import { JOB_CLOSE_OUTCOME_LABELS } from '#contracts/missions-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { MissionStatusBadge } from '#web/components/ui/mission-status-badge.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.tsx';
import { paths } from '#contracts/paths';
import { useMissionApplications } from '../api/get-mission-applications.ts';
import { useMyMissions } from '../api/get-my-missions.ts';
import { manageMission, useMissionAction } from '../api/manage-mission.ts';
import { CloseMissionDialog } from './close-mission-dialog.tsx';

const loadFailed = 'Une erreur est survenue lors du chargement des missions';
const actionFailed = "L'action n'a pas pu être effectuée. Veuillez réessayer.";

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** 'Mes Offres': the user's missions in every status, newest first, with what can be done to each. */
export function MyOffers() {
  const missions = useMyMissions();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Mes missions</h2>
        <ButtonLink to={paths.newMission}>
          <Plus className="size-4" aria-hidden="true" />
          Publier une mission
        </ButtonLink>
      </div>
      {missions.isPending ? (
        <Spinner />
      ) : missions.isError ? (
        <Alert tone="error">{errorMessageOf(missions.error, loadFailed)}</Alert>
      ) : missions.data.length === 0 ? (
        <Card className="space-y-3 p-8 text-center">
          <p className="font-semibold text-slate-900">Vous n'avez publié aucune mission pour le moment.</p>
          <p className="text-sm text-slate-600">Décrivez votre besoin : les community managers pourront y postuler.</p>
          <ButtonLink to={paths.newMission} variant="secondary">
            Publier ma première mission
          </ButtonLink>
        </Card>
      ) : (
        <ul className="space-y-4">
          {missions.data.map((mission) => (
            <li key={mission.id}>
              <OfferCard mission={mission} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Dialogs = 'close' | 'delete' | null;

function OfferCard({ mission }: { mission: TOwnJob }) {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [showApplications, setShowApplications] = useState(false);
  const publish = useMissionAction((id: string) => manageMission.publish(id));
  const reopen = useMissionAction((id: string) => manageMission.reopen(id));
  const busy = publish.isPending || reopen.isPending;
  const error = publish.error ?? reopen.error;

  const run = (action: typeof publish, message: string) => action.mutate(mission.id, { onSuccess: () => toast.success(message) });

  return (
    <Card className="space-y-3 p-5">
      <article aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h3 id={headingId} className="font-semibold text-slate-900">
              {/* A draft's page shows it as visitors will see it once published: only its owner may open it. */}
              <TextLink to={paths.mission(mission.id)}>{mission.title}</TextLink>
            </h3>
            <p className="text-sm text-slate-600">
              {mission.status === 'draft' ? 'Créée le' : 'Publiée le'} {formatDate(mission.createdAt)}
              {mission.closedAt && ` · Clôturée le ${formatDate(mission.closedAt)}`}
              {mission.closeOutcome && ` · ${JOB_CLOSE_OUTCOME_LABELS[mission.closeOutcome]}`}
            </p>
          </div>
          <MissionStatusBadge status={mission.status} />
        </div>
        {mission.status !== 'draft' && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {plural(mission.applicationCount, 'candidature', 'candidatures')}
            {mission.newApplicationCount > 0 && (
              <Badge tone="indigo" className="font-semibold">
                {plural(mission.newApplicationCount, 'nouvelle', 'nouvelles')}
              </Badge>
            )}
          </p>
        )}
        {error && <Alert tone="error">{errorMessageOf(error, actionFailed)}</Alert>}
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.editMission(mission.id)} size="sm" variant="secondary">
            Modifier
          </ButtonLink>
          {mission.status === 'draft' && (
            <>
              <Button size="sm" busy={publish.isPending} busyLabel="Publication..." disabled={busy} onClick={() => run(publish, 'Mission publiée')}>
                Publier
              </Button>
              <Button size="sm" variant="danger" disabled={busy} onClick={() => setDialog('delete')}>
                Supprimer
              </Button>
            </>
          )}
          {mission.status === 'open' && (
            <Button size="sm" disabled={busy} onClick={() => setDialog('close')}>
              Clôturer
            </Button>
          )}
          {mission.status === 'closed' && (
            <Button size="sm" busy={reopen.isPending} busyLabel="Réouverture..." disabled={busy} onClick={() => run(reopen, 'Mission rouverte')}>
              Rouvrir
            </Button>
          )}
          {mission.applicationCount > 0 && (
            <Button size="sm" variant="ghost" aria-expanded={showApplications} onClick={() => setShowApplications((shown) => !shown)}>
              {showApplications ? 'Masquer les candidatures' : 'Voir les candidatures'}
            </Button>
          )}
        </div>
        {showApplications && <MissionApplicationsList missionId={mission.id} />}
      </article>
      {dialog === 'close' && <CloseDialog mission={mission} onDone={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDraftDialog mission={mission} onDone={() => setDialog(null)} />}
    </Card>
  );
}

/** The mission's applications, opened from its card (which marks them seen). */
function MissionApplicationsList({ missionId }: { missionId: string }) {
  const applications = useMissionApplications(missionId);
  if (applications.isPending) return <Spinner label="Chargement des candidatures…" />;
  if (applications.isError)
    return <Alert tone="error">{errorMessageOf(applications.error, 'Une erreur est survenue lors du chargement des candidatures')}</Alert>;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <ul className="divide-y divide-slate-200 text-sm">
        {applications.data.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex items-center gap-2">
              <span className="font-medium text-slate-900">{application.applicant.fullName}</span>
              {application.isNew && <Badge tone="indigo">Nouvelle</Badge>}
            </span>
            <span className="flex items-center gap-2 text-slate-600">
              Reçue le {formatDate(application.createdAt)}
              <ApplicationStatusBadge status={application.status} />
            </span>
          </li>
        ))}
      </ul>
      <TextLink to={paths.dashboardTab('received')}>Répondre depuis « Candidatures reçues »</TextLink>
    </div>
  );
}

function CloseDialog({ mission, onDone }: { mission: TOwnJob; onDone: () => void }) {
  const applications = useMissionApplications(mission.id);
  const close = useMissionAction((variables: Parameters<typeof manageMission.close>[1]) => manageMission.close(mission.id, variables));
  return (
    <CloseMissionDialog
      title={mission.title}
      applications={applications.data}
      onClose={onDone}
      onConfirm={async (variables) => {
        await close.mutateAsync(variables);
        toast.success('Mission clôturée');
        onDone();
      }}
    />
  );
}

function DeleteDraftDialog({ mission, onDone }: { mission: TOwnJob; onDone: () => void }) {
  const remove = useMissionAction((id: string) => manageMission.remove(id));
  return (
    <Dialog
      open
      onClose={onDone}
      busy={remove.isPending}
      title="Supprimer le brouillon ?"
      description={`« ${mission.title} » sera définitivement supprimé.`}
    >
      {remove.isError && <Alert tone="error">{errorMessageOf(remove.error, actionFailed)}</Alert>}
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={remove.isPending}>
          Annuler
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          busyLabel="Suppression..."
          onClick={() =>
            remove.mutate(mission.id, {
              onSuccess: () => {
                toast.success('Brouillon supprimé');
                onDone();
              },
            })
          }
        >
          Supprimer
        </Button>
      </div>
    </Dialog>
  );
}
