import { errorMessages } from '#contracts/errors-terms';
import { transparencyTexts } from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { transparencyReportQueryOptions, useTransparencyReport } from '#web/features/notices/api/get-transparency-report.ts';
import { TransparencyReport } from '#web/features/notices/components/transparency-report.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';

export const pageQueries: PageQueries = (queryClient) => [queryClient.prefetchQuery(transparencyReportQueryOptions())];

/** /transparence — the DSA transparency report, computed from the data per half-year. */
export default function TransparencyRoute() {
  usePageMeta({ title: transparencyTexts.title, description: transparencyTexts.intro });
  const { data, error, isPending } = useTransparencyReport();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageTitle title={transparencyTexts.title} description={transparencyTexts.intro} />
      {error ? (
        <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <TransparencyReport periods={data.periods} />
      )}
    </div>
  );
}
