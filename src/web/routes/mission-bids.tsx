import { useParams, useSearchParams } from 'react-router';
import type { TBidSort } from '#contracts/briefs-terms';
import { jobMessages } from '#contracts/missions-messages';
import { paths } from '#contracts/paths';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { MissingContent } from '#web/components/ui/missing-content.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useMissionBids } from '#web/features/applications/api/get-mission-bids.ts';
import { BidComparison } from '#web/features/applications/components/bid-comparison.tsx';
import { errorMessageOf, isNotFound } from '#web/lib/api-client.ts';

const offers = paths.dashboardTab('offers');

function MissionBids({ id, sort }: { id: string; sort: TBidSort }) {
  const bids = useMissionBids(id, sort);
  if (bids.isPending) return <PageSpinner />;
  if (isNotFound(bids.error)) {
    return (
      <MissingContent
        title={jobMessages.notFoundTitle}
        description={jobMessages.notFoundDescription}
        linkTo={offers}
        linkLabel="Retour à mes offres"
      />
    );
  }
  if (bids.isError) return <Alert tone="error">{errorMessageOf(bids.error, 'Les offres n’ont pas pu être chargées.')}</Alert>;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Mission : <TextLink to={paths.mission(bids.data.mission.id)}>{bids.data.mission.title}</TextLink>
      </p>
      <BidComparison data={bids.data} sort={sort} />
      <p className="text-sm">
        <TextLink to={paths.dashboardTab('received', { mission: id })}>Voir les candidatures de cette mission</TextLink>
      </p>
    </div>
  );
}

/** 'Comparer les offres': a mission's bids side by side, for its owner. */
export default function MissionBidsRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const sort: TBidSort = search.get('sort') === 'start' ? 'start' : 'price';
  return (
    <RequireViewer>
      {() => (
        <PageShell title="Comparer les offres">
          <MissionBids id={id} sort={sort} />
        </PageShell>
      )}
    </RequireViewer>
  );
}
