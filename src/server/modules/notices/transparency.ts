import type { TTransparencyPeriod, TTransparencyReport } from '#contracts/notices';
import { COMPLAINT_OUTCOMES, DECISION_ACTIONS, NOTICE_CATEGORIES } from '#contracts/notices-terms';
import type { Db } from '#server/db/index';
import { noticeHistory } from './service.ts';

type Half = { year: number; half: 1 | 2 };
const halfOf = (date: Date): Half => ({ year: date.getUTCFullYear(), half: date.getUTCMonth() < 6 ? 1 : 2 });
const keyOf = ({ year, half }: Half) => `${year}-${half}`;
const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * The 'Rapport de transparence' (DSA Art. 15/24), computed from the records each time: per
 * half-year (UTC), the notices received by category, the decisions taken by kind with the median
 * hours from notice to decision, and the complaints received with their outcomes. Each figure
 * counts in the half-year of its own date; a half-year with nothing recorded is not listed.
 */
export async function transparencyReport(db: Db): Promise<TTransparencyReport> {
  const periods = new Map<string, TTransparencyPeriod & { handling: number[] }>();
  const periodOf = (date: Date) => {
    const half = halfOf(date);
    const key = keyOf(half);
    let period = periods.get(key);
    if (!period) {
      period = {
        ...half,
        notices: zeros(NOTICE_CATEGORIES),
        noticesTotal: 0,
        decisions: zeros(DECISION_ACTIONS),
        decisionsTotal: 0,
        medianHandlingHours: null,
        complaints: { received: 0, pending: 0, ...zeros(COMPLAINT_OUTCOMES) },
        handling: [],
      };
      periods.set(key, period);
    }
    return period;
  };
  for (const { notice, decision, complaints } of await noticeHistory(db)) {
    const received = periodOf(notice.createdAt);
    received.notices[notice.category] += 1;
    received.noticesTotal += 1;
    if (!decision) continue;
    const decided = periodOf(decision.createdAt);
    decided.decisions[decision.action] += 1;
    decided.decisionsTotal += 1;
    decided.handling.push((decision.createdAt.getTime() - notice.createdAt.getTime()) / 3_600_000);
    for (const { complaint, answer } of complaints) {
      const contested = periodOf(complaint.createdAt);
      contested.complaints.received += 1;
      if (answer) contested.complaints[answer.outcome] += 1;
      else contested.complaints.pending += 1;
    }
  }
  return {
    periods: [...periods.values()]
      .sort((a, b) => b.year - a.year || b.half - a.half)
      .map(({ handling, ...period }) => ({ ...period, medianHandlingHours: median(handling) })),
  };
}
