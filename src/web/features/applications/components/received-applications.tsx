import { useId } from 'react';
import type { TApplication } from '#contracts/applications';
import { Avatar } from '#web/components/layouts/avatar.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';
import { useAnswerApplication } from '../api/answer-application.ts';
import { useReceivedApplications } from '../api/get-received-applications.ts';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';

const loadFailed = 'Une erreur est survenue lors du chargement des candidatures';
const answerFailed = "La réponse n'a pas pu être enregistrée. Veuillez réessayer.";

/** 'Candidatures reçues': applications to the user's missions, newest first; only pending ones can be answered. */
export function ReceivedApplications() {
  const applications = useReceivedApplications();
  if (applications.isPending) return <Spinner />;
  if (applications.isError) return <Alert tone="error">{errorMessageOf(applications.error, loadFailed)}</Alert>;
  if (applications.data.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="font-semibold text-slate-900">Aucune candidature reçue pour le moment.</p>
      </Card>
    );
  }
  return (
    <ul className="space-y-4">
      {applications.data.map((application) => (
        <li key={application.id}>
          <ReceivedApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}

function ReceivedApplicationCard({ application }: { application: TApplication }) {
  const answer = useAnswerApplication();
  const headingId = useId();
  const { applicant } = application;
  const busyWith = answer.isPending ? answer.variables.status : null;

  return (
    <Card className="space-y-4 p-5">
      <article aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <Avatar name={applicant.fullName} url={applicant.avatarUrl} />
            <div>
              <h2 id={headingId} className="font-semibold text-slate-900">
                {applicant.fullName}
              </h2>
              <a href={`mailto:${applicant.email}`} className="text-sm text-indigo-600 hover:underline">
                {applicant.email}
              </a>
            </div>
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm text-slate-600">
          Mission : <TextLink to={paths.mission(application.job.id)}>{application.job.title}</TextLink> · Reçue le {formatDate(application.createdAt)}
        </p>
        <div className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">{application.coverLetter}</div>
        {answer.isError && <Alert tone="error">{errorMessageOf(answer.error, answerFailed)}</Alert>}
        {application.status === 'pending' && (
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              busy={busyWith === 'accepted'}
              busyLabel="Acceptation..."
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: application.id, status: 'accepted' })}
            >
              Accepter
            </Button>
            <Button
              size="sm"
              variant="danger"
              busy={busyWith === 'rejected'}
              busyLabel="Refus..."
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: application.id, status: 'rejected' })}
            >
              Refuser
            </Button>
          </div>
        )}
        {application.status === 'accepted' && (
          <ButtonLink to={paths.dashboardTab('messages', { with: applicant.id })} size="sm">
            Contacter
          </ButtonLink>
        )}
      </article>
    </Card>
  );
}
