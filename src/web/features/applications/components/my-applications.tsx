import type { TOwnApplication } from '#contracts/applications';
import { rejectionText } from '#contracts/applications-terms';
import { creditReasonLabels, creditTexts } from '#contracts/credits-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';
import { useMyApplications } from '../api/get-my-applications.ts';
import { BidSummary } from './bid-summary.tsx';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';

const loadFailed = 'Une erreur est survenue lors du chargement des candidatures';

/** 'Mes Candidatures': a community manager's applications, newest first. */
export function MyApplications() {
  const applications = useMyApplications();
  if (applications.isPending) return <Spinner />;
  if (applications.isError) return <Alert tone="error">{errorMessageOf(applications.error, loadFailed)}</Alert>;
  if (applications.data.length === 0) {
    return (
      <Card className="space-y-3 p-8 text-center">
        <p className="font-semibold text-slate-900">Vous n'avez pas encore postulé à une mission.</p>
        <TextLink to={`${paths.search}?type=jobs`}>Parcourir les missions</TextLink>
      </Card>
    );
  }
  return (
    <ul className="space-y-4">
      {applications.data.map((application) => (
        <li key={application.id}>
          <MyApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}

/** The fee of an application its client ignored came back as a credit (ADR 0054): how much, and why. */
function CreditedBack({ credit }: { credit: NonNullable<TOwnApplication['credit']> }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge tone="green">{creditTexts.creditedBack(credit.amountCents, credit.currency)}</Badge>
      <span>{creditReasonLabels[credit.reason]}</span>
    </p>
  );
}

function MyApplicationCard({ application }: { application: TOwnApplication }) {
  const client = application.client.companyName ?? application.client.fullName;
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="font-semibold text-slate-900">
            <TextLink to={paths.mission(application.job.id)}>{application.job.title}</TextLink>
          </h2>
          <p className="text-sm text-slate-600">
            Client : {client} · Envoyée le {formatDate(application.createdAt)}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      {application.credit && <CreditedBack credit={application.credit} />}
      <BidSummary bid={application.bid} label="Votre offre" />
      <p className="text-sm whitespace-pre-line text-slate-700">{application.coverLetterPreview}</p>
      {application.rejection && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <span className="font-medium">Motif du refus :</span> <span className="whitespace-pre-line">{rejectionText(application.rejection)}</span>
        </p>
      )}
      {application.status === 'accepted' && (
        <ButtonLink to={paths.dashboardTab('messages', { with: application.client.id })} size="sm">
          Contacter
        </ButtonLink>
      )}
    </Card>
  );
}
