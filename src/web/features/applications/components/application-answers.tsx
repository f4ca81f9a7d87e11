import { useState, type ReactNode } from 'react';
import { isUndecided, type TApplicationStatus } from '#contracts/applications-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useAnswerApplication } from '../api/answer-application.ts';
import { RefuseApplicationDialog } from './refuse-application-dialog.tsx';

const answerFailed = "La réponse n'a pas pu être enregistrée. Veuillez réessayer.";

type AnswerableApplication = { id: string; status: TApplicationStatus; applicantName: string; missionTitle: string };

/**
 * The client's steps on one application of their pipeline (ADR 0051), wherever it is shown
 * ('Candidatures reçues', 'Comparer les offres'): shortlist a pending one, accept or refuse (with
 * its reason) an undecided one. `children` join the buttons.
 */
export function ApplicationAnswers({ application, children }: { application: AnswerableApplication; children?: ReactNode }) {
  const answer = useAnswerApplication();
  const [refusing, setRefusing] = useState(false);
  const busyWith = answer.isPending ? answer.variables.answer.status : null;
  return (
    <>
      {answer.isError && !refusing && <Alert tone="error">{errorMessageOf(answer.error, answerFailed)}</Alert>}
      <div className="flex flex-wrap gap-3">
        {application.status === 'pending' && (
          <Button
            size="sm"
            variant="secondary"
            busy={busyWith === 'shortlisted'}
            busyLabel="Présélection..."
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: application.id, answer: { status: 'shortlisted' } })}
          >
            Présélectionner
          </Button>
        )}
        {isUndecided(application.status) && (
          <>
            <Button
              size="sm"
              busy={busyWith === 'accepted'}
              busyLabel="Acceptation..."
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: application.id, answer: { status: 'accepted' } })}
            >
              Accepter
            </Button>
            <Button size="sm" variant="danger" disabled={answer.isPending} onClick={() => setRefusing(true)}>
              Refuser
            </Button>
          </>
        )}
        {children}
      </div>
      {refusing && (
        <RefuseApplicationDialog
          applicantName={application.applicantName}
          missionTitle={application.missionTitle}
          onClose={() => setRefusing(false)}
          onConfirm={async (rejection) => {
            await answer.mutateAsync({ id: application.id, answer: { status: 'rejected', rejection } });
            setRefusing(false);
          }}
        />
      )}
    </>
  );
}
