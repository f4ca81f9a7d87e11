import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { paths } from '#contracts/paths';
import { explanationLines, matchSentences, orderSentence, rankingMessages, type TResultRanking } from '#contracts/search-ranking-terms';
import type { TSearchType } from '#contracts/search-terms';
import { TextLink } from '#web/components/ui/text-link.tsx';

export type RankingOrder = { sortLabel: string; relevance: boolean; hasText: boolean };

/**
 * 'Pourquoi ce résultat ?' under a card: the order that placed it and, when a score did, each
 * factor's part in it, from the components the search returned (ADR 0056). Sits above the card's
 * whole-card link. A button and the panel it shows (the WAI-ARIA disclosure): twenty per page, so
 * nothing heavier than a state (ADR 0065), and the panel exists only while open: closed, its lines
 * and link were a fifth of a search page's markup, rendered on the server and hydrated on a phone
 * for nobody (ADR 0071).
 */
export function RankingExplanation({ type, ranking, order }: { type: TSearchType; ranking: TResultRanking; order: RankingOrder }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="relative z-10 border-t border-slate-100 pt-3 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="group flex min-h-11 items-center gap-1 rounded font-medium text-indigo-700 outline-none hover:text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {rankingMessages.disclosure}
        <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
      </button>
      {open && <ExplanationPanel id={panelId} type={type} ranking={ranking} order={order} />}
    </div>
  );
}

/** The open panel: the order that placed the result, each factor's points, what it matched. */
function ExplanationPanel({ id, type, ranking, order }: { id: string; type: TSearchType; ranking: TResultRanking; order: RankingOrder }) {
  const lines = ranking.score === null ? [] : explanationLines(type, ranking);
  return (
    <div id={id} className="space-y-2 text-slate-700">
      <p className="font-medium text-slate-900">{orderSentence(type, ranking, order)}</p>
      {lines.length > 0 && (
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line.factor} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {line.label} : {line.detail}
              </span>
              <span className="font-medium whitespace-nowrap text-slate-900">
                {line.points === null ? rankingMessages.noPoints : rankingMessages.points(line.points, line.max)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {matchSentences(ranking).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p>
        <TextLink to={paths.ranking}>{rankingMessages.pageLink}</TextLink>
      </p>
    </div>
  );
}
