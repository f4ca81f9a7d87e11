import { Link } from 'react-router';
import type { TBidsResponse, TComparedBid } from '#contracts/briefs';
import { BID_SORT_LABELS, NOT_SPECIFIED, VOLUME_KINDS, VOLUME_LABELS, type TBidSort } from '#contracts/briefs-terms';
import { paths } from '#contracts/paths';
import { formatExperience, formatRating, NEW_MEMBER_LABEL } from '#contracts/profiles-terms';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { formatBidPrice, formatCount, formatDay } from '#web/lib/format.ts';

type BidComparisonProps = { data: TBidsResponse; sort: TBidSort };

/** The applicant's rating only with reviews ('Nouveau' otherwise), experience only when entered. */
const ratingText = ({ applicantFacts: facts }: TComparedBid) =>
  facts.averageRating !== null && facts.reviewCount > 0
    ? `${formatRating(facts.averageRating)}/5 (${formatCount(facts.reviewCount)} avis)`
    : NEW_MEMBER_LABEL;
const experienceText = ({ applicantFacts: facts }: TComparedBid) =>
  facts.experienceYears !== null ? formatExperience(facts.experienceYears) : NOT_SPECIFIED;

/** A sortable column's header: a link to the same page sorted by it, `aria-sort` on the sorted one. */
function SortHeader({ missionId, sort, by, children }: { missionId: string; sort: TBidSort; by: TBidSort; children: string }) {
  const active = sort === by;
  return (
    <th scope="col" aria-sort={active ? 'ascending' : undefined} className="px-3 py-2 text-left font-medium">
      <Link
        to={paths.missionBids(missionId, by === 'start' ? 'start' : undefined)}
        replace
        className="text-indigo-700 underline-offset-2 hover:underline"
        aria-label={`${children} : ${BID_SORT_LABELS[by].toLowerCase()}`}
      >
        {children} {active ? '↑' : ''}
      </Link>
    </th>
  );
}

/**
 * The bids of one mission side by side (one row per applicant): price, start, the volumes offered
 * against the brief's, rating and experience. Monthly prices and totals are not converted into
 * each other: sorted by price, the monthly ones come first.
 */
export function BidComparison({ data, sort }: BidComparisonProps) {
  const { mission, bids } = data;
  const asked = VOLUME_KINDS.filter((kind) => (mission.volumes[kind] ?? 0) > 0);
  if (bids.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="font-semibold text-slate-900">Aucune offre à comparer pour le moment.</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <p className="text-sm text-slate-600">
        Trié par : {BID_SORT_LABELS[sort].toLowerCase()}. Les prix au mois sont classés avant les prix au total ; les candidatures refusées
        n'apparaissent pas.
      </p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Offres reçues pour « {mission.title} »</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Candidat
              </th>
              <SortHeader missionId={mission.id} sort={sort} by="price">
                Prix
              </SortHeader>
              <SortHeader missionId={mission.id} sort={sort} by="start">
                Démarrage
              </SortHeader>
              {asked.map((kind) => (
                <th key={kind} scope="col" className="px-3 py-2 text-left font-medium">
                  {VOLUME_LABELS[kind]} (demandé : {formatCount(mission.volumes[kind]!)})
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Note
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Expérience
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Statut
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bids.map((row) => (
              <tr key={row.applicationId}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <TextLink to={paths.profile(row.applicant.id)}>{row.applicant.fullName}</TextLink>
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{row.bid ? formatBidPrice(row.bid.amount, row.bid.basis) : NOT_SPECIFIED}</td>
                <td className="px-3 py-2 whitespace-nowrap">{row.bid ? formatDay(row.bid.earliestStart) : NOT_SPECIFIED}</td>
                {asked.map((kind) => {
                  const offered = row.bid?.volumes[kind] ?? null;
                  return (
                    <td key={kind} className="px-3 py-2">
                      {offered === null ? NOT_SPECIFIED : formatCount(offered)}
                    </td>
                  );
                })}
                <td className="px-3 py-2 whitespace-nowrap">{ratingText(row)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{experienceText(row)}</td>
                <td className="px-3 py-2">
                  <ApplicationStatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
