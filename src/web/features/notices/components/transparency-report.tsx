import type { TTransparencyPeriod } from '#contracts/notices';
import {
  COMPLAINT_OUTCOMES,
  DECISION_ACTIONS,
  NOTICE_CATEGORIES,
  complaintOutcomeLabels,
  decisionActionLabels,
  noticeCategoryLabels,
  transparencyTexts as texts,
} from '#contracts/notices-terms';
import { Card } from '#web/components/ui/card.tsx';
import { formatCount } from '#web/lib/format.ts';

/** One table of counts: a row per kind, then the total. */
function CountTable({ caption, rows, total }: { caption: string; rows: { label: string; value: number }[]; total?: number }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-700">
              {row.label}
            </th>
            <td className="py-1.5 text-right font-medium text-slate-900 tabular-nums">{formatCount(row.value)}</td>
          </tr>
        ))}
        {total !== undefined && (
          <tr>
            <th scope="row" className="py-1.5 pr-4 text-left font-semibold text-slate-900">
              {texts.total}
            </th>
            <td className="py-1.5 text-right font-semibold text-slate-900 tabular-nums">{formatCount(total)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** One half-year: notices by category, decisions by kind with the median handling time, complaints and their outcomes. */
function Period({ period }: { period: TTransparencyPeriod }) {
  const title = texts.period(period.year, period.half);
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="p-5">
          <CountTable
            caption={texts.notices}
            rows={NOTICE_CATEGORIES.map((category) => ({ label: noticeCategoryLabels[category], value: period.notices[category] }))}
            total={period.noticesTotal}
          />
        </Card>
        <Card className="space-y-4 p-5">
          <CountTable
            caption={texts.decisions}
            rows={DECISION_ACTIONS.map((action) => ({ label: decisionActionLabels[action], value: period.decisions[action] }))}
            total={period.decisionsTotal}
          />
          <p className="text-sm text-slate-700">
            {texts.medianHandling} :{' '}
            <strong className="text-slate-900">
              {period.medianHandlingHours === null ? texts.noDecision : texts.hours(period.medianHandlingHours)}
            </strong>
          </p>
        </Card>
        <Card className="p-5">
          <CountTable
            caption={texts.complaints}
            rows={[
              { label: texts.complaintsReceived, value: period.complaints.received },
              ...COMPLAINT_OUTCOMES.map((outcome) => ({ label: complaintOutcomeLabels[outcome], value: period.complaints[outcome] })),
              { label: texts.complaintsPending, value: period.complaints.pending },
            ]}
          />
        </Card>
      </div>
    </section>
  );
}

/** The report's half-years, newest first; without any notice, a sentence instead of zeros. */
export function TransparencyReport({ periods }: { periods: TTransparencyPeriod[] }) {
  if (periods.length === 0) return <p className="text-slate-700">{texts.noData}</p>;
  return (
    <div className="space-y-10">
      {periods.map((period) => (
        <Period key={`${period.year}-${period.half}`} period={period} />
      ))}
    </div>
  );
}
