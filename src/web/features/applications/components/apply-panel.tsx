import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { CircleCheck, Mail, Phone } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TJobViewerState } from '#contracts/applications';
import { applicationMessages } from '#contracts/applications-terms';
import type { TJobStatus } from '#contracts/missions-terms';
import { creditTexts } from '#contracts/credits-terms';
import { CONTACT_PRODUCT, formatPrice } from '#contracts/payments-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { formatDate } from '#web/lib/format.ts';
import type { PaymentDialogComponent } from '#web/lib/purchase-dialog.ts';
import { paths } from '#contracts/paths';
import { useMissionViewerState } from '../api/get-mission-viewer-state.ts';

/** The application form (and its validation) loads only for a community manager who may apply. */
const CoverLetterForm = lazy(async () => ({ default: (await import('./cover-letter-form.tsx')).CoverLetterForm }));
import type { TBrief } from '#contracts/briefs';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';

export type ApplyPanelMission = {
  id: string;
  title: string;
  status: TJobStatus;
  /** The signed-in viewer published this mission. */
  isOwner?: boolean;
  /** The volumes the bid answers. */
  brief: Pick<TBrief, 'volumes'>;
};

type ApplyPanelProps = {
  mission: ApplyPanelMission;
  /** The payments feature's dialog, passed in by the route (features do not import each other). */
  paymentModal: PaymentDialogComponent;
};

export const applyButtonLabel = `Postuler (${formatPrice(CONTACT_PRODUCT.amountCents, CONTACT_PRODUCT.currency)})`;
export const onlyManagersMessage = applicationMessages.onlyManagers;
const loadFailed = 'Impossible de vérifier votre candidature. Veuillez réessayer.';

/**
 * The mission page's apply flow (spec §4 Apply flow, §6): visitor → sign in and come back;
 * another account type → the spec's alert; closed or draft → disabled; already applied →
 * 'Candidature envoyée'; not paid → the payment dialog; paid → the client's contact details
 * and the cover-letter form.
 */
export function ApplyPanel({ mission, paymentModal }: ApplyPanelProps) {
  const { viewer, isPending } = useViewer();
  const navigate = useNavigate();
  const [showTypeAlert, setShowTypeAlert] = useState(false);
  const isOpen = mission.status === 'open';

  if (isPending) return <Spinner />;

  if (!viewer) {
    return (
      <PanelFrame>
        <Button fullWidth disabled={!isOpen} onClick={() => navigate(paths.auth.loginThenReturnTo(paths.mission(mission.id)))}>
          {applyButtonLabel}
        </Button>
        <ClosedNotice isOpen={isOpen} />
      </PanelFrame>
    );
  }

  if (mission.isOwner) {
    return (
      <PanelFrame>
        <p className="text-sm text-slate-700">Vous avez publié cette mission.</p>
        <TextLink to={paths.dashboardTab('received')}>Voir les candidatures reçues</TextLink>
      </PanelFrame>
    );
  }

  if (viewer.userType !== 'community_manager') {
    return (
      <PanelFrame>
        <Button fullWidth disabled={!isOpen} onClick={() => setShowTypeAlert(true)}>
          {applyButtonLabel}
        </Button>
        <ClosedNotice isOpen={isOpen} />
        {showTypeAlert && <Alert tone="error">{onlyManagersMessage}</Alert>}
      </PanelFrame>
    );
  }

  return <ManagerApplyPanel mission={mission} paymentModal={paymentModal} />;
}

function ManagerApplyPanel({ mission, paymentModal: PaymentModal }: ApplyPanelProps) {
  const state = useMissionViewerState(mission.id);
  const [paying, setPaying] = useState(false);
  const isOpen = mission.status === 'open';

  if (state.isPending) {
    return (
      <PanelFrame>
        <Spinner />
      </PanelFrame>
    );
  }
  if (state.isError) {
    return (
      <PanelFrame>
        <Alert tone="error">{errorMessageOf(state.error, loadFailed)}</Alert>
      </PanelFrame>
    );
  }

  const { application, entitled, clientContact } = state.data;
  if (application) {
    return (
      <PanelFrame>
        <div role="status" className="space-y-2 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <CircleCheck className="size-5" aria-hidden="true" />
            {applicationMessages.sent}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            Statut : <ApplicationStatusBadge status={application.status} />
            <span className="text-slate-500">le {formatDate(application.createdAt)}</span>
          </p>
        </div>
        {clientContact && <ClientContact contact={clientContact} />}
      </PanelFrame>
    );
  }

  if (!isOpen) {
    return (
      <PanelFrame>
        <Button fullWidth disabled>
          {applyButtonLabel}
        </Button>
        <ClosedNotice isOpen={false} />
      </PanelFrame>
    );
  }

  if (!entitled) {
    return (
      <PanelFrame>
        <Button fullWidth onClick={() => setPaying(true)}>
          {applyButtonLabel}
        </Button>
        <p className="text-xs text-slate-500">Paiement unique pour cette mission : il débloque votre candidature et les coordonnées du client.</p>
        <p className="text-xs text-slate-500">{creditTexts.promise(CONTACT_PRODUCT.amountCents)}</p>
        <PaymentModal open={paying} onClose={() => setPaying(false)} purpose="application" targetId={mission.id} targetLabel={mission.title} />
      </PanelFrame>
    );
  }

  // Paid, not applied yet: the paid-application box (spec §6).
  return (
    <PanelFrame title="Votre candidature">
      {clientContact && <ClientContact contact={clientContact} />}
      <Suspense fallback={<Spinner />}>
        <CoverLetterForm missionId={mission.id} volumes={mission.brief.volumes} />
      </Suspense>
    </PanelFrame>
  );
}

/** The panel sits in the host's actions area (the mission header's card): no card of its own. */
function PanelFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="space-y-4" data-testid="apply-panel">
      {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
      {children}
    </div>
  );
}

function ClosedNotice({ isOpen }: { isOpen: boolean }) {
  if (isOpen) return null;
  return <p className="text-sm text-slate-600">{applicationMessages.jobNotOpen}</p>;
}

function ClientContact({ contact }: { contact: NonNullable<TJobViewerState['clientContact']> }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        Coordonnées du client
      </h3>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="sr-only">Email :</span>
        <a href={`mailto:${contact.email}`} className="min-w-0 break-all text-indigo-600 hover:underline">
          {contact.email}
        </a>
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Phone className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="sr-only">Téléphone :</span>
        {contact.phone ? (
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-indigo-600 hover:underline">
            {contact.phone}
          </a>
        ) : (
          <span className="text-slate-500">Téléphone non renseigné</span>
        )}
      </p>
    </section>
  );
}
