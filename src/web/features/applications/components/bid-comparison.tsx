import { Link } from 'react-router';
import type { TBidsResponse, TComparedBid } from '#contracts/briefs';
import { BID_SORT_LABELS, NOT_SPECIFIED, VOLUME_KINDS, VOLUME_LABELS, type TBidSort } from '#contracts/briefs-terms';
import { paths } from '#contracts/paths';
import { formatExperience, formatRating, NEW_MEMBER_LABEL } from '#contracts/profiles-terms';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { formatBidPrice, formatCount, formatDay, formatMonthlyEquivalent } from '#web/lib/format.ts';
import { ApplicationAnswers } from './application-answers.tsx';

type BidComparisonProps = { data: TBidsResponse; sort: TBidSort };

/** The applicant's rating only with reviews ('Nouveau' otherwise), experience only when entered. */
const ratingText = ({ applicantFacts: facts }: TComparedBid) =>
  facts.averageRating !== null && facts.reviewCount > 0
    ? `${formatRating(facts.averageRating)}/5 (${formatCount(facts.reviewCount)} avis)`
    : NEW_MEMBER_LABEL;
const experienceText = ({ applicantFacts: facts }: TComparedBid) =>
  facts.experienceYears !== null ? formatExperience(facts.experienceYears) : NOT_SPECIFIED;

/** The price as offered, and for a total whose duration was given its computed monthly equivalent. */
function BidPrice({ bid }: { bid: TComparedBid['bid'] }) {
  if (!bid) return NOT_SPECIFIED;
  const perMonth = formatMonthlyEquivalent(bid);
  return (
    <>
      <span className="whitespace-nowrap">{formatBidPrice(bid.amount, bid.basis, bid.months)}</span>
      {perMonth && <span className="block min-w-40 text-xs text-slate-600">{perMonth}</span>}
    </>
  );
}

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
 * against the brief's, rating, experience, and the pipeline's next steps (shortlist, accept,
 * refuse). A total whose applicant said how many months it covers is compared by its monthly
 * equivalent; totals without a duration come after (ADR 0055 §6).
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
        Trié par : {BID_SORT_LABELS[sort].toLowerCase()}. Les prix au total sont comparés par mois sur la durée indiquée par le candidat ; ceux sans
        durée sont classés après les autres ; les candidatures refusées n'apparaissent pas.
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
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Suite à donner
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bids.map((row) => (
              <tr key={row.applicationId}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <TextLink to={paths.profile(row.applicant.id)}>{row.applicant.fullName}</TextLink>
                </th>
                <td className="px-3 py-2">
                  <BidPrice bid={row.bid} />
                </td>
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
                <td className="min-w-64 px-3 py-2">
                  <ApplicationAnswers
                    application={{ id: row.applicationId, status: row.status, applicantName: row.applicant.fullName, missionTitle: mission.title }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
