import type { TBidView } from '#contracts/briefs';
import { formatBidPrice, formatDay } from '#web/lib/format.ts';

/** An application's bid in one line: its price and earliest start (nothing for an application sent before bids). */
export function BidSummary({ bid, label }: { bid: TBidView | null; label: string }) {
  if (!bid) return null;
  return (
    <p className="text-sm text-slate-700">
      {label} : {formatBidPrice(bid.amount, bid.basis, bid.months)} · disponible à partir du {formatDay(bid.earliestStart)}
    </p>
  );
}
