import { useParams } from 'react-router';
import { errorMessages } from '#contracts/errors-terms';
import { complaintTexts } from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useDecision } from '#web/features/notices/api/get-decision.ts';
import { ComplaintForm } from '#web/features/notices/components/complaint-form.tsx';
import { errorMessageOf, isNotFound } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/document-title.ts';

/** /contester/:token — 'Contester la décision', opened from the statement of reasons (no sign-in: the link is the key). */
export default function ContestDecisionRoute() {
  const { token = '' } = useParams();
  usePageMeta({ title: complaintTexts.title, description: complaintTexts.intro });
  const { data, error, isPending } = useDecision(token);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle title={complaintTexts.title} description={complaintTexts.intro} />
      <Card className="p-6">
        {isNotFound(error) ? (
          <Alert tone="error">{complaintTexts.notFound}</Alert>
        ) : error ? (
          <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>
        ) : isPending ? (
          <PageSpinner />
        ) : (
          <ComplaintForm token={token} decision={data} />
        )}
      </Card>
    </div>
  );
}
